import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminInbox } from "../../../adapters/http/admin-inbox.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { Refused } from "../../../application/shared/refusal";

type Answer = { status: number; body?: unknown; bytes?: Uint8Array<ArrayBuffer>; type?: string };

function harness(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    if (next.bytes)
      return new Response(new Blob([next.bytes]), {
        status: next.status,
        headers: { "content-type": next.type! },
      });
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "uz", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, inbox: new HttpAdminInbox(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));

const BUG = {
  kind: "bug",
  id: 31,
  text: "Tugma bosilmayapti",
  full_name: null,
  phone: null,
  photos: [
    "http://api.test/api/v1/admin/inbox/bug/31/photos/0",
    "http://api.test/api/v1/admin/inbox/bug/31/photos/1",
  ],
  created_at: "2026-11-25T07:45:00.000Z",
  closed_at: null,
  closed_by: null,
};
const FEEDBACK = {
  kind: "feedback",
  id: 118,
  text: "Перезвоните",
  full_name: "Ольга Пак",
  phone: "+998712345678",
  photos: [],
  created_at: "2026-11-24T16:20:00.000Z",
  closed_at: "2026-11-25T09:00:00.000Z",
  closed_by: { id: 7, full_name: "Malika Nazarova", phone: "+998901234500" },
};

describe("HttpAdminInbox", () => {
  it("asks for open items of every kind by default and reads both kinds", async () => {
    const { calls, inbox } = harness([
      { status: 200, body: { count: 2, next: null, previous: null, results: [BUG, FEEDBACK] } },
    ]);
    const page = await inbox.items({ kind: "all", state: "open", page: 1 });
    expect(path(calls[0]!.url)).toBe("admin/inbox/?state=open&page=1&page_size=20");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer tok");
    expect(page).toEqual({
      total: 2,
      totalPages: 1,
      results: [
        {
          kind: "bug",
          id: 31,
          text: "Tugma bosilmayapti",
          sender: { fullName: null, phone: null },
          photoCount: 2,
          createdAt: "2026-11-25T07:45:00.000Z",
          closedAt: null,
          closedBy: null,
        },
        {
          kind: "feedback",
          id: 118,
          text: "Перезвоните",
          sender: { fullName: "Ольга Пак", phone: "+998712345678" },
          photoCount: 0,
          createdAt: "2026-11-24T16:20:00.000Z",
          closedAt: "2026-11-25T09:00:00.000Z",
          closedBy: { fullName: "Malika Nazarova", phone: "+998901234500" },
        },
      ],
    });
  });

  it("sends the kind, and no state for all", async () => {
    const { calls, inbox } = harness([{ status: 200, body: { count: 45, results: [] } }]);
    const page = await inbox.items({ kind: "bug", state: "all", page: 3 });
    expect(path(calls[0]!.url)).toBe("admin/inbox/?kind=bug&page=3&page_size=20");
    expect(page.totalPages).toBe(3);
  });

  it("closes an item by its kind and id and reads it back", async () => {
    const closed = {
      ...BUG,
      closed_at: "2026-11-25T09:00:00.000Z",
      closed_by: { id: 7, full_name: null, phone: "+998901234500" },
    };
    const { calls, inbox } = harness([{ status: 200, body: closed }]);
    const item = await inbox.close("bug", 31);
    expect(path(calls[0]!.url)).toBe("admin/inbox/bug/31/close/");
    expect(calls[0]!.init.method).toBe("POST");
    expect(item.closedAt).toBe("2026-11-25T09:00:00.000Z");
    expect(item.closedBy).toEqual({ fullName: null, phone: "+998901234500" });
  });

  it("fetches a bug photo's bytes with the token", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]);
    const { calls, inbox } = harness([{ status: 200, bytes, type: "image/webp" }]);
    const blob = await inbox.photo(31, 1);
    expect(path(calls[0]!.url)).toBe("admin/inbox/bug/31/photos/1");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer tok");
    expect(blob.type).toBe("image/webp");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("turns a missing photo or a refused close into a Refused", async () => {
    const { inbox } = harness([
      { status: 404, body: { detail: "Topilmadi" } },
      { status: 403, body: { detail: "Ruxsat yoʻq", code: "STAFF.FORBIDDEN" } },
    ]);
    const missing = await inbox.photo(31, 3).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Refused);
    expect((missing as Refused).status).toBe(404);
    const forbidden = await inbox.close("feedback", 1).catch((e: unknown) => e);
    expect((forbidden as Refused).status).toBe(403);
  });

  it("refuses an item of an unknown kind", async () => {
    const { inbox } = harness([{ status: 200, body: { count: 1, results: [{ ...BUG, kind: "spam" }] } }]);
    await expect(inbox.items({ kind: "all", state: "open", page: 1 })).rejects.toThrow();
  });
});
