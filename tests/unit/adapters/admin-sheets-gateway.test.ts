import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminSheets } from "../../../adapters/http/admin-sheets.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { Refused } from "../../../application/shared/refusal";
import { XLSX_MEDIA } from "../../../contract/admin-sheets.endpoints";

type Answer = { status: number; body?: unknown; bytes?: Uint8Array<ArrayBuffer> };

function harness(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    if (next.bytes)
      return new Response(new Blob([next.bytes]), {
        status: next.status,
        headers: { "content-type": XLSX_MEDIA },
      });
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, sheets: new HttpAdminSheets(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

const JOB = {
  id: 12,
  state: "running",
  file_name: "tovary.xlsx",
  total: 3000,
  processed: 1200,
  created: 1100,
  updated: 95,
  error_count: 5,
  errors: [{ row: 4, field: "price", message: "Цена: введите целое число" }],
  failure: null,
};

describe("HttpAdminSheets", () => {
  it("fetches the template and the export as bytes with the staff's token, the export narrowed", async () => {
    const { calls, sheets } = harness([
      { status: 200, bytes: ZIP },
      { status: 200, bytes: ZIP },
      { status: 200, bytes: ZIP },
    ]);
    const template = await sheets.template();
    expect(new Uint8Array(await template.arrayBuffer())).toEqual(ZIP);
    expect(path(calls[0]!.url)).toBe("admin/catalogue/template.xlsx");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer tok");
    await sheets.exported({ search: "  цемент ", categoryId: 101, brandId: 7 });
    expect(path(calls[1]!.url)).toBe("admin/catalogue/export.xlsx?search=цемент&category_id=101&brand=7");
    await sheets.exported({ search: " ", categoryId: null, brandId: null });
    expect(path(calls[2]!.url)).toBe("admin/catalogue/export.xlsx");
  });

  it("sends the file as multipart `file` with its name and answers the job's id", async () => {
    const { calls, sheets } = harness([{ status: 202, body: { id: 12 } }]);
    const file = new File(["sku;price"], "tovary.csv", { type: "text/csv" });
    expect(await sheets.upload(file)).toBe(12);
    expect(calls[0]!.init.method).toBe("POST");
    expect(path(calls[0]!.url)).toBe("admin/catalogue/import/");
    const body = calls[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("tovary.csv");
    // The browser writes the multipart boundary itself.
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBeNull();
  });

  it("reads a job's progress and its refused rows", async () => {
    const { calls, sheets } = harness([
      { status: 200, body: JOB },
      { status: 200, body: { ...JOB, state: "failed", failure: "Загрузка прервана", error_count: 0 } },
    ]);
    expect(await sheets.job(12)).toEqual({
      id: 12,
      state: "running",
      fileName: "tovary.xlsx",
      total: 3000,
      processed: 1200,
      created: 1100,
      updated: 95,
      errorCount: 5,
      errors: [{ row: 4, field: "price", message: "Цена: введите целое число" }],
      failure: null,
    });
    expect(path(calls[0]!.url)).toBe("admin/catalogue/import/12/");
    // The count is never below the rows listed.
    expect(await sheets.job(12)).toMatchObject({
      state: "failed",
      failure: "Загрузка прервана",
      errorCount: 1,
    });
  });

  it("reads the empty shop's facts", async () => {
    const { calls, sheets } = harness([
      {
        status: 200,
        body: {
          products: { total: 0, visible: 0 },
          onec: {
            url: "https://bozor.uz/api/v1/1c/exchange",
            login: "901234567",
            price_type: "Оптовая",
            zip: false,
            file_limit_mb: 16,
          },
        },
      },
    ]);
    expect(await sheets.start()).toEqual({
      products: { total: 0, visible: 0 },
      onec: {
        url: "https://bozor.uz/api/v1/1c/exchange",
        login: "901234567",
        priceType: "Оптовая",
        zip: false,
        fileLimitMb: 16,
      },
    });
    expect(path(calls[0]!.url)).toBe("admin/catalogue/start/");
  });

  it("refuses with the server's code: a wrong file type, a job that does not exist, a broken answer", async () => {
    const { sheets } = harness([
      {
        status: 400,
        body: { errors: [{ code: "IMPORT.FILE_TYPE", field: "file", message: "Загрузите .xlsx или .csv" }] },
      },
      { status: 404, body: { detail: "Не найдено", code: "GENERIC.NOT_FOUND" } },
      { status: 200, body: { ...JOB, state: "paused" } },
    ]);
    const refused = await sheets.upload(new File(["x"], "a.xls")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).status).toBe(400);
    const missing = await sheets.job(999).catch((e: unknown) => e);
    expect((missing as Refused).status).toBe(404);
    await expect(sheets.job(12)).rejects.toThrow();
  });
});
