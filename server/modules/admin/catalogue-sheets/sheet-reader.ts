import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline, Transform } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import type { Cell } from "./sheet-columns.ts";

export type SheetFormat = "xlsx" | "csv";

/** One row as the spreadsheet shows it: its number (the first row is 1) and its cells from column A. */
export interface SheetLine {
  row: number;
  cells: Cell[];
}

/** The file could not be read as a spreadsheet of its format (a broken zip, CSV that is not UTF-8). */
export class UnreadableSheet extends Error {}

/**
 * The rows of the file's first sheet, one at a time: exceljs's streaming WorkbookReader for .xlsx and
 * csv-parse for .csv, so memory stays flat whatever the number of rows.
 */
export async function* readSheet(file: string, format: SheetFormat): AsyncGenerator<SheetLine> {
  try {
    yield* format === "xlsx" ? readXlsx(file) : readCsv(file);
  } catch (error) {
    throw error instanceof UnreadableSheet ? error : new UnreadableSheet(String(error));
  }
}

async function* readXlsx(file: string): AsyncGenerator<SheetLine> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      // exceljs counts columns from 1: values[0] is always empty.
      yield { row: row.number, cells: Array.from(values.slice(1), cellOf) };
    }
    // The first sheet only: the others are notes, lists, anything.
    return;
  }
}

/** An exceljs value as text or a number: formulas give their result, rich text and links their text. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText))
      return v.richText.map((r: { text?: unknown }) => String(r.text ?? "")).join("");
    if ("result" in v) return cellOf(v.result);
    if ("text" in v) return cellOf(v.text);
    if ("error" in v) return String(v.error);
  }
  return null;
}

async function* readCsv(file: string): AsyncGenerator<SheetLine> {
  const delimiter = await delimiterOf(file);
  const records = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    // An inch mark in a cell (Кран 1/2") is text, not a broken quote.
    relax_quotes: true,
    skip_empty_lines: false,
  });
  // A failure anywhere (bytes that are not UTF-8) ends the records with that error; leaving early closes
  // the file.
  pipeline(createReadStream(file), strictUtf8(), records, () => {});
  let row = 0;
  // Each record is a row of the sheet, whatever line breaks its quoted cells hold, as Excel shows it.
  for await (const record of records as AsyncIterable<string[]>) {
    row++;
    yield { row, cells: record };
  }
}

/**
 * The separator the first line uses: Excel writes commas, or semicolons where the decimal mark is a comma
 * (Russian and Uzbek settings); a tab for tab-separated text.
 */
async function delimiterOf(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const first = buffer.subarray(0, bytesRead).toString("utf8").split(/\r?\n/, 1)[0] ?? "";
    const count = (c: string) => first.split(c).length - 1;
    return [",", ";", "\t"].reduce((best, c) => (count(c) > count(best) ? c : best));
  } finally {
    await handle.close();
  }
}

/** Decodes UTF-8 as it streams; bytes that are not UTF-8 (a file saved in Windows-1251) stop the reading. */
function strictUtf8(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const fail = (callback: (error: Error) => void) =>
    callback(new UnreadableSheet("The CSV file is not UTF-8"));
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      try {
        callback(null, decoder.decode(chunk, { stream: true }));
      } catch {
        fail(callback);
      }
    },
    flush(callback) {
      try {
        callback(null, decoder.decode());
      } catch {
        fail(callback);
      }
    },
  });
}
