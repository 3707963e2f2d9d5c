import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $closeRefusal,
  $closing,
  $inbox,
  $inboxRefusal,
  $inboxStatus,
  closeRequested,
  inboxOpened,
  inboxPhotoFx,
} from "../../../application/admin/sections/inbox.model";

function setup(options: FakeAdminOptions = {}) {
  const fake = new FakeAdminGateway(options);
  return { fake, scope: fork({ values: [[$adminGateway, fake]] }) };
}

const keys = (scope: ReturnType<typeof setup>["scope"]) =>
  scope.getState($inbox)!.results.map((r) => `${r.kind}-${r.id}`);

describe("the inbox section's model", () => {
  it("loads the open items of every kind first", async () => {
    const { scope } = setup();
    await allSettled(inboxOpened, { scope, params: { kind: "all", state: "open", page: 1 } });
    expect(scope.getState($inboxStatus)).toBe("ready");
    expect(keys(scope)).toEqual(["bug-31", "feedback-118", "bug-30"]);
    expect(scope.getState($inbox)!.total).toBe(3);
  });

  it("filters by kind and state", async () => {
    const { scope } = setup();
    await allSettled(inboxOpened, { scope, params: { kind: "bug", state: "all", page: 1 } });
    expect(keys(scope)).toEqual(["bug-31", "bug-30", "bug-27"]);
    await allSettled(inboxOpened, { scope, params: { kind: "all", state: "closed", page: 1 } });
    expect(keys(scope)).toEqual(["feedback-117", "bug-27"]);
  });

  it("keeps the refusal of a failed load", async () => {
    const { scope } = setup({ failing: true });
    await allSettled(inboxOpened, { scope, params: { kind: "all", state: "open", page: 1 } });
    expect(scope.getState($inboxStatus)).toBe("error");
    expect(scope.getState($inboxRefusal)).toEqual({ code: null, words: null });
  });

  it("takes a closed item out of the open list", async () => {
    const { scope, fake } = setup();
    await allSettled(inboxOpened, { scope, params: { kind: "all", state: "open", page: 1 } });
    await allSettled(closeRequested, { scope, params: { kind: "feedback", id: 118 } });
    expect(fake.inbox.closed).toEqual([{ kind: "feedback", id: 118 }]);
    expect(keys(scope)).toEqual(["bug-31", "bug-30"]);
    expect(scope.getState($inbox)!.total).toBe(2);
    expect(scope.getState($closing)).toBeNull();
  });

  it("keeps a closed item in a list of every state, marked closed", async () => {
    const { scope } = setup();
    await allSettled(inboxOpened, { scope, params: { kind: "bug", state: "all", page: 1 } });
    await allSettled(closeRequested, { scope, params: { kind: "bug", id: 30 } });
    const item = scope.getState($inbox)!.results[1]!;
    expect(item.id).toBe(30);
    expect(item.closedAt).not.toBeNull();
    expect(item.closedBy?.fullName).toBe("Malika Nazarova");
  });

  it("keeps a refused close's reason with its item, which stays", async () => {
    const { scope } = setup();
    await allSettled(inboxOpened, { scope, params: { kind: "all", state: "open", page: 1 } });
    await allSettled(closeRequested, { scope, params: { kind: "bug", id: 999 } });
    expect(scope.getState($closeRefusal)).toEqual({
      kind: "bug",
      id: 999,
      refusal: { code: "GENERIC.NOT_FOUND", words: null },
    });
    expect(keys(scope)).toHaveLength(3);
  });

  it("fetches a bug report's photo as a picture", async () => {
    const { scope, fake } = setup();
    const blob = await allSettled(inboxPhotoFx, { scope, params: { id: 31, n: 1 } });
    expect(blob.status).toBe("done");
    const value = blob.value as Blob;
    expect(value.type).toBe("image/png");
    const head = new Uint8Array(await value.slice(0, 8).arrayBuffer());
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(fake.inbox.photosAsked).toEqual([{ id: 31, n: 1 }]);
    const missing = await allSettled(inboxPhotoFx, { scope, params: { id: 31, n: 2 } });
    expect(missing.status).toBe("fail");
  });
});
