import ExcelJS from "exceljs";
import { expect, vi } from "vitest";
import type { Shopper } from "./shoppers.ts";
import { multipart } from "./multipart.ts";
import type { TestApp } from "./test-app.ts";

// Spreadsheets as an owner makes them (an .xlsx from Excel, a CSV from a price list), and the back office's
// catalogue import and export calls over them.

export type Row = readonly (string | number | null)[];

export async function xlsx(rows: readonly Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Лист1");
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV as Excel writes it: `;` between cells where the decimal mark is a comma, cells quoted when needed. */
export function csv(rows: readonly Row[], delimiter = ";", bom = true): Buffer {
  const cell = (v: string | number | null) => {
    const text = v === null ? "" : String(v);
    return /[";\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const body = rows.map((r) => r.map(cell).join(delimiter)).join("\r\n");
  return Buffer.from(`${bom ? "\ufeff" : ""}${body}\r\n`);
}

/** The back office's sheet routes as a member of staff (or anyone) calls them. */
export function sheetCalls(t: TestApp) {
  const headers = (who: Shopper | null, lang: string) => ({
    "accept-language": lang,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const upload = (who: Shopper | null, file: Buffer, filename: string, lang = "ru") => {
    const body = multipart([{ name: "file", value: file, filename }]);
    return t.app.inject({
      method: "POST",
      url: "/api/v1/admin/catalogue/import/",
      payload: body.payload,
      headers: { ...body.headers, ...headers(who, lang) },
    });
  };
  const job = (who: Shopper | null, id: number, lang = "ru") =>
    t.app.inject({ url: `/api/v1/admin/catalogue/import/${id}/`, headers: headers(who, lang) });
  /** Uploads the file and waits until its job has ended; the job as the back office then reads it. */
  const importSheet = async (who: Shopper, file: Buffer, filename: string, lang = "ru") => {
    const started = await upload(who, file, filename, lang);
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().id as number;
    return vi.waitFor(
      async () => {
        const body = (await job(who, id, lang)).json();
        if (body.state !== "done" && body.state !== "failed") throw new Error(`job ${id} is ${body.state}`);
        return body as ImportAnswer;
      },
      { timeout: 60_000, interval: 20 },
    );
  };
  const download = (who: Shopper | null, path: string) =>
    t.app.inject({ url: `/api/v1/admin/catalogue/${path}`, headers: headers(who, "ru") });
  return { upload, job, importSheet, download };
}

export interface ImportAnswer {
  id: number;
  state: "queued" | "running" | "done" | "failed";
  total: number | null;
  processed: number;
  created: number;
  updated: number;
  error_count: number;
  errors: { row: number; field: string; message: string }[];
  failure: string | null;
}

/** The rows of an .xlsx's first sheet, as plain values. */
export async function readXlsx(bytes: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its argument as a plain ArrayBuffer: a copy is one.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: (string | number | null)[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from(values, (v) => (v === undefined || v === null ? null : (v as string | number))));
  });
  return rows;
}
