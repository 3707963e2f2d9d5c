import "reflect-metadata";
import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { $deps, $language } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { accountCleared } from "../../../application/account/session.model";
import { $contacts } from "../../../application/layout/layout.model";
import {
  $bugReportRefusal,
  $bugReportsSent,
  $bugReportStatus,
  $faq,
  $faqStatus,
  $helpContacts,
  $helpContactsStatus,
  bugReportEdited,
  bugReportSubmitted,
  helpLeft,
  helpOpened,
  helpRetried,
} from "../../../application/support/help.model";
import {
  $instruction,
  $instructions,
  $instructionStatus,
  $voteRefusal,
  $votes,
  instructionOpened,
  instructionsOpened,
  instructionVoted,
} from "../../../application/support/instructions.model";
import { $terms, $termsStatus, termsOpened } from "../../../application/support/terms.model";
import {
  $lessons,
  $lessonsStatus,
  $streams,
  $streamsStatus,
  videosOpened,
} from "../../../application/support/videos.model";
import { DEMO_CONTACTS, FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { FakeSupportGateway, type FakeSupportOptions } from "../../../adapters/fake/fake-support.gateway";
import type { Language } from "../../../application/visitor/visitor";

function setup(options: FakeSupportOptions = {}, given?: FakeContentGateway) {
  let language: Language = "ru";
  const content = given ?? new FakeContentGateway({ language: () => language });
  const support = new FakeSupportGateway({ language: () => language, ...options });
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content,
    cookies: new MemoryCookieJar({}),
    shopping: new FakeShoppingGateway(catalogue),
    support,
  };
  const scope = fork({
    values: [
      [$deps, deps],
      [$language, language],
    ],
  });
  const speak = async (next: Language) => {
    language = next;
    await allSettled($language, { scope, params: next });
  };
  return { scope, support, speak };
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });
const open = (scope: Scope) => allSettled(helpOpened, { scope });

describe("the help page's model", () => {
  it("loads the FAQ once per language, and again in a new one", async () => {
    const { scope, support, speak } = setup();
    await open(scope);
    await open(scope);
    expect(scope.getState($faqStatus)).toBe("ready");
    expect(scope.getState($faq)[0]!.question).toBe("Как оформить заказ?");
    await speak("sr");
    await open(scope);
    expect(scope.getState($faq)[0]!.question).toBe("Buyurtmani qanday berish mumkin?");
    expect(support.calls.filter((c) => c === "faq")).toHaveLength(2);
  });

  it("says a failed FAQ is an error and asks again on retry", async () => {
    const failing: FakeSupportOptions["failing"] = ["faq"];
    const { scope, support } = setup({ failing });
    await open(scope);
    expect(scope.getState($faqStatus)).toBe("error");
    (failing as string[]).length = 0;
    await allSettled(helpRetried, { scope });
    expect(scope.getState($faqStatus)).toBe("ready");
    expect(support.calls.filter((c) => c === "faq")).toHaveLength(2);
  });

  it("shows the header's contacts, and fetches them itself only when the header has none", async () => {
    const content = new FakeContentGateway();
    const { scope } = setup({}, content);
    await allSettled($contacts, { scope, params: { ...DEMO_CONTACTS, phone: "+998 71 000 00 01" } });
    await open(scope);
    expect(scope.getState($helpContacts)?.phone).toBe("+998 71 000 00 01");
    expect(scope.getState($helpContactsStatus)).toBe("idle");

    const alone = setup();
    await open(alone.scope);
    expect(alone.scope.getState($helpContacts)).toEqual(DEMO_CONTACTS);
    expect(alone.scope.getState($helpContactsStatus)).toBe("ready");
  });

  it("says when the contacts could not be fetched", async () => {
    const { scope } = setup({}, new FakeContentGateway({ failing: true }));
    await open(scope);
    expect(scope.getState($helpContacts)).toBeNull();
    expect(scope.getState($helpContactsStatus)).toBe("error");
  });

  it("sends a bug report with its photos, counts it, and clears the note on the next edit", async () => {
    const { scope, support } = setup();
    const photos = [png("a.png"), png("b.png")];
    await allSettled(bugReportSubmitted, { scope, params: { text: "The map does not open", photos } });
    expect(support.reports).toEqual([{ text: "The map does not open", photos }]);
    expect(scope.getState($bugReportStatus)).toBe("ready");
    expect(scope.getState($bugReportsSent)).toBe(1);
    await allSettled(bugReportEdited, { scope });
    expect(scope.getState($bugReportStatus)).toBe("idle");
    expect(scope.getState($bugReportsSent)).toBe(1);
  });

  it("keeps the server's refusal of a report, with its code, until the form changes or the page is left", async () => {
    const { scope, support } = setup({ refuseReports: "PHOTOS.WRONG_FORMAT" });
    await allSettled(bugReportSubmitted, { scope, params: { text: "Broken photo", photos: [png("a.png")] } });
    expect(support.reports).toEqual([]);
    expect(scope.getState($bugReportStatus)).toBe("error");
    expect(scope.getState($bugReportRefusal)).toMatchObject({ code: "PHOTOS.WRONG_FORMAT" });
    expect(scope.getState($bugReportsSent)).toBe(0);
    await allSettled(helpLeft, { scope });
    expect(scope.getState($bugReportRefusal)).toBeNull();
    expect(scope.getState($bugReportStatus)).toBe("idle");
  });
});

describe("the instructions' model", () => {
  it("lists the instructions", async () => {
    const { scope } = setup();
    await allSettled(instructionsOpened, { scope });
    expect(scope.getState($instructions).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it("finds nothing for a slug that is no id, without asking the server", async () => {
    const { scope, support } = setup();
    for (const slug of ["abc", "0", "1e3", "-1", "12345678901"]) {
      await allSettled(instructionOpened, { scope, params: slug });
      expect(scope.getState($instructionStatus), slug).toBe("missing");
    }
    expect(support.calls).toEqual([]);
  });

  it("finds nothing for an unknown id", async () => {
    const { scope } = setup();
    await allSettled(instructionOpened, { scope, params: "99" });
    expect(scope.getState($instructionStatus)).toBe("missing");
    expect(scope.getState($instruction)).toBeNull();
  });

  it("votes, shows the choice, and changes it when the other answer is given", async () => {
    const { scope, support } = setup();
    await allSettled(instructionOpened, { scope, params: "2" });
    expect(scope.getState($instruction)).toMatchObject({ id: 2, answered: false });
    await allSettled(instructionVoted, { scope, params: "yes" });
    expect(scope.getState($votes)).toEqual({ 2: "yes" });
    expect(scope.getState($instruction)?.answered).toBe(true);
    await allSettled(instructionVoted, { scope, params: "no" });
    expect(scope.getState($votes)).toEqual({ 2: "no" });
    expect(support.votes.get(2)).toBe("no");
    expect(support.votes.size).toBe(1);
  });

  it("reads an earlier vote from the server as answered, with no choice known", async () => {
    const { scope } = setup({ answered: [1] });
    await allSettled(instructionOpened, { scope, params: "1" });
    expect(scope.getState($instruction)?.answered).toBe(true);
    expect(scope.getState($votes)).toEqual({});
  });

  it("keeps a refused vote's reason, and forgets votes when the shopper signs out", async () => {
    const failing: string[] = [];
    const { scope } = setup({ failing: failing as FakeSupportOptions["failing"] });
    await allSettled(instructionOpened, { scope, params: "1" });
    await allSettled(instructionVoted, { scope, params: "yes" });
    failing.push("vote");
    await allSettled(instructionVoted, { scope, params: "no" });
    expect(scope.getState($voteRefusal)).toEqual({ code: null, words: null });
    expect(scope.getState($votes)).toEqual({ 1: "yes" });
    await allSettled(accountCleared, { scope });
    expect(scope.getState($votes)).toEqual({});
  });
});

describe("the videos' model", () => {
  it("loads the lessons and the live stream, each with its own state", async () => {
    const { scope } = setup({ failing: ["liveStreams"] });
    await allSettled(videosOpened, { scope });
    expect(scope.getState($lessonsStatus)).toBe("ready");
    expect(scope.getState($lessons)).toHaveLength(4);
    expect(scope.getState($streamsStatus)).toBe("error");
    expect(scope.getState($streams)).toEqual([]);
  });
});

describe("the terms' model", () => {
  it("loads the terms-of-use content page in the shown language", async () => {
    const { scope, speak } = setup();
    await speak("uz");
    await allSettled(termsOpened, { scope });
    expect(scope.getState($termsStatus)).toBe("ready");
    expect(scope.getState($terms)?.title).toBe("Фойдаланиш шартлари");
  });

  it("says the terms are missing when there is no such page", async () => {
    class NoPages extends FakeContentGateway {
      override staticPage = () => Promise.resolve(null);
    }
    const { scope } = setup({}, new NoPages());
    await allSettled(termsOpened, { scope });
    expect(scope.getState($termsStatus)).toBe("missing");
    expect(scope.getState($terms)).toBeNull();
  });
});
