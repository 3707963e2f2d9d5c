import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../../adapters/fake/fake-account.gateway";
import { DEMO_CONTACTS } from "../../../adapters/fake/fake-content.gateway";
import type { FakeSupportGateway, FakeSupportOptions } from "../../../adapters/fake/fake-support.gateway";
import { $deps } from "../../../application/app/app.model";
import { loginSubmitted } from "../../../application/account/login.model";
import ProfilePage from "../../../ui/pages/profile-page";
import { appStory, type AppStoryParameters } from "../../support/app-story";
import { readyDialog } from "../../support/dialog";
import { overflowing } from "../orders/demo";
import { pictureFile } from "../profile/picture-files";
import { demoFaq, demoInstruction, demoLessons, textIn } from "./demo";

// The help pages inside the profile, signed in, over the fake server: each page's data comes through its
// model, so these stories show what a shopper sees on /profile/help, /profile/instruction(/:id),
// /profile/vedio and /profile/terms-of-use.

const meta = {
  title: "Pages/ProfileSupport",
  component: ProfilePage,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { section: "help" },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
const page = (
  path: string,
  support: FakeSupportOptions = {},
  route?: string,
): { app: AppStoryParameters } => ({
  app: { layout: false, path, prepare: signIn, fake: { support }, ...(route && { route }) },
});
const fakeOf = (loaded: unknown) =>
  (loaded as { scope: Scope }).scope.getState($deps)!.support as FakeSupportGateway;
const blur = () => (document.activeElement as HTMLElement | null)?.blur();
// The sections' code arrives on demand; on a cold dev server its first import takes a few seconds.
const LAZY = { timeout: 10_000 };

/** The profile frame: the section's title as the page's heading and the window's title. */
const frame = async (canvasElement: HTMLElement, locale: unknown, title: string) => {
  await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
    textIn(locale, title),
  );
  await expect(within(canvasElement).getByRole("navigation")).toBeVisible();
  await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(textIn(locale, title)));
};

/**
 * A 320 px phone story: the window itself is 320 px wide (the "phone" tag for the screenshots, the viewport
 * global for the story tests), the page does not scroll sideways, and nothing in the section pokes out.
 */
const onPhonePage = (locale: "ru" | "uz" | "sr") => ({
  globals: { locale, viewport: { value: "mobile1", isRotated: false } },
});
const fitsPhone = async (canvasElement: HTMLElement, testId: string) => {
  await expect(window.innerWidth).toBe(320);
  const section = await within(canvasElement).findByTestId(testId, undefined, LAZY);
  await expect(overflowing(section)).toEqual([]);
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

// ----- /profile/help -----

const helpPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "profile.nav.help");
  const canvas = within(canvasElement);
  const faq = await canvas.findAllByTestId("faq-item", undefined, LAZY);
  await expect(faq.map((d) => d.querySelector("summary")!.textContent)).toEqual(
    demoFaq(globals.locale).map((f) => f.question),
  );
  await expect(within(canvas.getByTestId("contact-telegram")).getByRole("link")).toHaveAttribute(
    "href",
    DEMO_CONTACTS.telegram,
  );
  await expect(within(canvas.getByTestId("contact-phone")).getByRole("link")).toHaveAttribute(
    "href",
    "tel:+998712000000",
  );
  await expect(canvas.getByTestId("feedback-form")).toBeVisible();
  await expect(canvas.getByTestId("bug-report-form")).toBeVisible();
  const headings = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  await expect(headings).toEqual(
    ["support.faq.title", "support.contacts.title", "support.feedback.title", "support.bug.title"].map((id) =>
      textIn(globals.locale, id),
    ),
  );
};
/** The FAQ, Telegram and the call centre, the feedback form and "report a bug", one under the other. */
export const Help: Story = { parameters: page("/profile/help"), play: helpPlay };
export const HelpRu: Story = { parameters: page("/profile/help"), globals: { locale: "ru" }, play: helpPlay };
export const HelpSr: Story = { parameters: page("/profile/help"), globals: { locale: "sr" }, play: helpPlay };

/** A report with a photo reaches the server; the thanks shows over an emptied form. */
export const HelpReportsBug: Story = {
  parameters: page("/profile/help"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const form = await within(canvasElement).findByTestId("bug-report-form", undefined, LAZY);
    const text = form.querySelector<HTMLTextAreaElement>("textarea[name=content]")!;
    await userEvent.type(text, "Не открывается карта при оформлении");
    const photo = await pictureFile("screen.png", "#3182ce");
    await userEvent.upload(form.querySelector<HTMLInputElement>("input[name=images]")!, photo);
    await waitFor(() => expect(within(form).getAllByTestId("photo-preview")).toHaveLength(1));
    await userEvent.click(within(form).getByTestId("bug-report-send"));
    const fresh = within(canvasElement).getByTestId("help-bug");
    await expect(await within(fresh).findByRole("status")).toHaveTextContent(
      textIn(globals.locale, "support.bug.sent"),
    );
    await expect(fresh.querySelector("textarea")).toHaveValue("");
    await expect(within(fresh).queryAllByTestId("photo-preview")).toHaveLength(0);
    await expect(fakeOf(loaded).reports).toEqual([
      { text: "Не открывается карта при оформлении", photos: [photo] },
    ]);
    blur();
  },
};

const refusedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const form = await within(canvasElement).findByTestId("bug-report-form", undefined, LAZY);
  await userEvent.type(form.querySelector("textarea")!, "The photo does not upload");
  await userEvent.upload(
    form.querySelector<HTMLInputElement>("input[name=images]")!,
    await pictureFile("a.png", "#e53e3e"),
  );
  await waitFor(() => expect(within(form).getAllByTestId("photo-preview")).toHaveLength(1));
  await userEvent.click(within(form).getByTestId("bug-report-send"));
  // The server's code in the shopper's language; the text and the photo stay for another try.
  await expect(await within(form).findByRole("alert")).toHaveTextContent(
    textIn(globals.locale, "wrong_photo_format"),
  );
  await expect(form.querySelector("textarea")).toHaveValue("The photo does not upload");
  await expect(within(form).getAllByTestId("photo-preview")).toHaveLength(1);
  blur();
};
/** The server refuses a photo its bytes show is no jpg or png: its message, translated, above the button. */
export const HelpReportRefused: Story = {
  parameters: page("/profile/help", { refuseReports: "PHOTOS.WRONG_FORMAT" }),
  globals: { locale: "sr" },
  play: refusedPlay,
};
export const HelpReportRefusedUz: Story = {
  parameters: page("/profile/help", { refuseReports: "PHOTOS.WRONG_FORMAT" }),
  play: refusedPlay,
};

/** The FAQ still on its way (the rest of the page is there). */
export const HelpLoading: Story = {
  parameters: page("/profile/help", { latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const busy = await within(canvasElement).findByTestId("faq-loading", undefined, LAZY);
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.faq.loading"));
    await expect(within(canvasElement).getByTestId("contact-channels")).toBeVisible();
  },
};
export const HelpFailed: Story = {
  parameters: page("/profile/help", { failing: ["faq"] }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("faq-error", undefined, LAZY)).toHaveTextContent(
      textIn(globals.locale, "support.faq.error"),
    );
  },
};
export const HelpEmpty: Story = {
  parameters: page("/profile/help", { empty: ["faq"] }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("faq-empty", undefined, LAZY)).toHaveTextContent(
      textIn(globals.locale, "support.faq.empty"),
    );
  },
};

export const HelpPhone: Story = {
  ...onPhonePage("uz"),
  tags: ["phone"],
  parameters: page("/profile/help"),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId("faq-item", undefined, LAZY);
    await fitsPhone(canvasElement, "help-section");
  },
};

// ----- /profile/instruction and /profile/instruction/:slug -----

const listPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "profile.nav.instruction");
  const links = await within(canvasElement).findAllByTestId("instruction-link", undefined, LAZY);
  const prefix = { ru: "", uz: "/uz", sr: "/sr" }[globals.locale as "ru" | "uz" | "sr"] ?? "/uz";
  await expect(links.map((a) => a.getAttribute("href"))).toEqual(
    [1, 2, 3].map((id) => `${prefix}/profile/instruction/${id}`),
  );
};
export const Instructions: Story = {
  args: { section: "instruction" },
  parameters: page("/profile/instruction"),
  play: listPlay,
};
export const InstructionsRu: Story = {
  args: { section: "instruction" },
  parameters: page("/profile/instruction"),
  globals: { locale: "ru" },
  play: listPlay,
};
export const InstructionsSr: Story = {
  args: { section: "instruction" },
  parameters: page("/profile/instruction"),
  globals: { locale: "sr" },
  play: listPlay,
};
export const InstructionsFailed: Story = {
  args: { section: "instruction" },
  parameters: page("/profile/instruction", { failing: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("instructions-error", undefined, LAZY),
    ).toHaveTextContent(textIn(globals.locale, "support.instructions.error"));
  },
};

const detail = (id: string, support: FakeSupportOptions = {}) =>
  page(`/profile/instruction/${id}`, support, "/profile/instruction/:slug");
const yesNo = (canvasElement: HTMLElement, locale: unknown) => ({
  yes: within(canvasElement).getByRole("button", { name: textIn(locale, "support.vote.yes") }),
  no: within(canvasElement).getByRole("button", { name: textIn(locale, "support.vote.no") }),
});

const votePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  await frame(canvasElement, globals.locale, "profile.nav.instruction");
  const view = await within(canvasElement).findByTestId("instruction-view", undefined, LAZY);
  await expect(within(view).getByRole("heading", { level: 2 })).toHaveTextContent(
    demoInstruction(globals.locale, 2).title,
  );
  await userEvent.click(yesNo(canvasElement, globals.locale).yes);
  await waitFor(() =>
    expect(yesNo(canvasElement, globals.locale).yes).toHaveAttribute("aria-pressed", "true"),
  );
  await expect(fakeOf(loaded).votes.get(2)).toBe("yes");
  // Changed: one vote still, now "no".
  await userEvent.click(yesNo(canvasElement, globals.locale).no);
  await waitFor(() =>
    expect(yesNo(canvasElement, globals.locale).no).toHaveAttribute("aria-pressed", "true"),
  );
  await expect(yesNo(canvasElement, globals.locale).yes).toHaveAttribute("aria-pressed", "false");
  await expect(fakeOf(loaded).votes.get(2)).toBe("no");
  await expect(within(canvasElement).getByTestId("useful-vote-note")).toHaveTextContent(
    textIn(globals.locale, "support.vote.thanks"),
  );
  blur();
};
/** An instruction's page: its title as the heading inside, its text, and a vote that can be changed. */
export const Instruction: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("2"),
  play: votePlay,
};
export const InstructionRu: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("2"),
  globals: { locale: "ru" },
  play: votePlay,
};
export const InstructionSr: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("2"),
  globals: { locale: "sr" },
  play: votePlay,
};

/** Voted on an earlier visit: the server says so, and either answer still changes the vote. */
export const InstructionAnsweredBefore: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("1", { answered: [1] }),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByTestId("instruction-view", undefined, LAZY);
    await expect(within(canvasElement).getByTestId("useful-vote-note")).toHaveTextContent(
      textIn(globals.locale, "support.vote.answered"),
    );
  },
};

const missingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "profile.nav.instruction");
  await expect(
    await within(canvasElement).findByTestId("instruction-missing", undefined, LAZY),
  ).toHaveTextContent(textIn(globals.locale, "support.instruction.missing"));
  await expect(within(canvasElement).getByTestId("instructions-back")).toBeVisible();
};
/** An unknown id: "not found" inside the profile frame, with the way back. */
export const InstructionNotFound: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("99"),
  globals: { locale: "ru" },
  play: missingPlay,
};
/** A slug that is no id at all: the same, without asking the server. */
export const InstructionBadSlug: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("kak-oformit"),
  globals: { locale: "sr" },
  play: async (context) => {
    await missingPlay(context);
    await expect(fakeOf(context.loaded).calls).toEqual([]);
  },
};
export const InstructionLoading: Story = {
  args: { section: "instruction-slug" },
  parameters: detail("1", { latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("instruction-loading", undefined, LAZY),
    ).toHaveTextContent(textIn(globals.locale, "support.instruction.loading"));
  },
};

export const InstructionPhone: Story = {
  ...onPhonePage("ru"),
  tags: ["phone"],
  args: { section: "instruction-slug" },
  parameters: detail("1"),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("instruction-view", undefined, LAZY);
    await fitsPhone(canvasElement, "instruction-view");
  },
};

// ----- /profile/vedio -----

const videosPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "profile.nav.vedio");
  const canvas = within(canvasElement);
  const lessons = await canvas.findAllByTestId("video-lesson", undefined, LAZY);
  await expect(lessons.map((b) => b.textContent)).toEqual(demoLessons(globals.locale).map((l) => l.title));
  await expect(await canvas.findByTestId("live-open")).toHaveAttribute("target", "_blank");
  // A lesson opens in the player; Escape closes it and the focus goes back to the lesson.
  await userEvent.click(lessons[0]!);
  const dialog = await readyDialog();
  await expect(within(dialog).getByTestId("video-file")).toBeInTheDocument();
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(lessons[0]));
  blur();
};
/** The live stream above the lessons; a lesson plays in a dialog. */
export const Videos: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio"),
  play: videosPlay,
};
export const VideosRu: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio"),
  globals: { locale: "ru" },
  play: videosPlay,
};
export const VideosSr: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio"),
  globals: { locale: "sr" },
  play: videosPlay,
};

/** The player open on the page, as the shopper sees it over the lessons. */
export const VideoOpen: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio"),
  play: async ({ canvasElement }) => {
    const lessons = await within(canvasElement).findAllByTestId("video-lesson", undefined, LAZY);
    await userEvent.click(lessons[3]!);
    await readyDialog();
  },
};

export const VideosLoading: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio", { latency: "never" }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("lessons-loading", undefined, LAZY);
    await expect(within(canvasElement).getByTestId("live-loading")).toHaveAttribute("aria-busy", "true");
  },
};
/** The stream failed, the lessons did not: each says its own state. */
export const VideosStreamFailed: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio", { failing: ["liveStreams"] }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("live-error", undefined, LAZY)).toHaveTextContent(
      textIn(globals.locale, "support.live.error"),
    );
    await expect(within(canvasElement).getAllByTestId("video-lesson")).toHaveLength(4);
  },
};
export const VideosEmpty: Story = {
  args: { section: "vedio" },
  parameters: page("/profile/vedio", { empty: true }),
  globals: { locale: "sr" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("lessons-empty", undefined, LAZY);
    await expect(within(canvasElement).getByTestId("live-empty")).toBeVisible();
  },
};

export const VideosPhone: Story = {
  ...onPhonePage("sr"),
  tags: ["phone"],
  args: { section: "vedio" },
  parameters: page("/profile/vedio"),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId("video-lesson", undefined, LAZY);
    await fitsPhone(canvasElement, "videos-section");
  },
};

// ----- /profile/terms-of-use -----

const termsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "profile.nav.terms");
  await expect(await within(canvasElement).findByTestId("terms-view", undefined, LAZY)).toHaveTextContent(
    "BTS",
  );
};
export const Terms: Story = {
  args: { section: "terms-of-use" },
  parameters: page("/profile/terms-of-use"),
  play: termsPlay,
};
export const TermsRu: Story = {
  args: { section: "terms-of-use" },
  parameters: page("/profile/terms-of-use"),
  globals: { locale: "ru" },
  play: termsPlay,
};
export const TermsSr: Story = {
  args: { section: "terms-of-use" },
  parameters: page("/profile/terms-of-use"),
  globals: { locale: "sr" },
  play: termsPlay,
};
export const TermsPhone: Story = {
  ...onPhonePage("ru"),
  tags: ["phone"],
  args: { section: "terms-of-use" },
  parameters: page("/profile/terms-of-use"),
  play: async ({ canvasElement }) => {
    await fitsPhone(canvasElement, "terms-view");
  },
};
