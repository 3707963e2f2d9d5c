import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminTree } from "../../../adapters/http/admin-tree.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { Refused } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), {
      status: next.status,
      headers: next.headers ?? {},
    });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, tree: new HttpAdminTree(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));
const said = (c: { url: string; init: RequestInit }) => `${c.init.method} ${path(c.url)}`;

const SECTION = {
  id: 1,
  parent_id: null,
  title_ru: "Строительные смеси",
  title_uz: "Қурилиш аралашмалари",
  title_sr: "Qurilish aralashmalari",
  icon: "http://api.test/media/categories/bag-0-ef7f1a.webp",
  position: 1,
};
const CHILD = { ...SECTION, id: 11, parent_id: 1, title_ru: "Цемент", icon: null };
const BRAND = { id: 3, title: "Knauf", country: "de", logo: null };

describe("the category tree and brands over HTTP", () => {
  it("reads the tree by its registry entry, in the page's shapes", async () => {
    const { calls, tree } = harness([{ status: 200, body: { results: [SECTION, CHILD] } }]);
    expect(await tree.categories()).toEqual([
      {
        id: 1,
        parentId: null,
        titles: { ru: "Строительные смеси", uz: "Қурилиш аралашмалари", sr: "Qurilish aralashmalari" },
        icon: SECTION.icon,
        position: 1,
      },
      {
        id: 11,
        parentId: 1,
        titles: { ru: "Цемент", uz: SECTION.title_uz, sr: SECTION.title_sr },
        icon: null,
        position: 1,
      },
    ]);
    expect(calls.map(said)).toEqual(["GET admin/categories/"]);
  });

  it("makes a category as a form with its icon, and changes one by its id; a section sends an empty parent", async () => {
    const { calls, tree } = harness([
      { status: 201, body: CHILD },
      { status: 200, body: SECTION },
    ]);
    const icon = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    const titles = { ru: "Цемент", uz: "", sr: "Sement" };
    expect((await tree.saveCategory(null, { titles, parentId: 1, icon })).parentId).toBe(1);
    await tree.saveCategory(1, { titles, parentId: null, icon: null });
    expect(calls.map(said)).toEqual(["POST admin/categories/", "PATCH admin/categories/1/"]);
    const made = calls[0]!.init.body as FormData;
    expect(made).toBeInstanceOf(FormData);
    expect(made.get("title_ru")).toBe("Цемент");
    expect(made.get("parent_id")).toBe("1");
    expect(made.get("icon")).toBeInstanceOf(Blob);
    const changed = calls[1]!.init.body as FormData;
    expect(changed.get("parent_id")).toBe("");
    expect(changed.has("icon")).toBe(false);
  });

  it("orders siblings as JSON and reads the tree back", async () => {
    const { calls, tree } = harness([{ status: 200, body: { results: [SECTION] } }]);
    await tree.orderCategories(null, [1]);
    expect(`${said(calls[0]!)} ${calls[0]!.init.body as string}`).toBe(
      'POST admin/categories/order/ {"parent_id":null,"ids":[1]}',
    );
  });

  it("finds brands a page at a time and saves one with its logo", async () => {
    const { calls, tree } = harness([
      {
        status: 200,
        body: {
          count: 51,
          next: "http://api.test/api/v1/admin/brands/?page=3",
          previous: "x",
          results: [BRAND],
        },
      },
      { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
      { status: 200, body: { ...BRAND, title: "Knauf Gips" } },
    ]);
    expect(await tree.brands({ search: " kna ", page: 2 })).toEqual({
      results: [{ id: 3, title: "Knauf", country: "de", logo: null }],
      total: 51,
      hasNext: true,
      hasPrevious: true,
    });
    expect((await tree.brands({ search: "", page: 1 })).hasNext).toBe(false);
    await tree.saveBrand(3, { title: "Knauf Gips", country: "de", logo: null });
    expect(calls.map(said)).toEqual([
      "GET admin/brands/?q=kna&page=2",
      "GET admin/brands/",
      "PATCH admin/brands/3/",
    ]);
  });

  it("hands a refused field back as a refusal naming it, and refuses a malformed answer", async () => {
    const { tree } = harness([
      {
        status: 400,
        body: { status_code: 400, errors: [{ field: "parent_id", message: "Неверное значение" }] },
        headers: { "X-Error-Code": "FIELD.INVALID" },
      },
      { status: 200, body: { ...SECTION, parent_id: "root" } },
    ]);
    const titles = { ru: "Цемент", uz: "", sr: "" };
    const error = await tree.saveCategory(1, { titles, parentId: 11, icon: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({ status: 400, code: "FIELD.INVALID", params: { field: "parent_id" } });
    await expect(tree.saveCategory(1, { titles, parentId: null, icon: null })).rejects.toThrow();
  });
});
