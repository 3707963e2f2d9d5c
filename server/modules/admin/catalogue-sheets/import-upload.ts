import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { Failure, failure, fieldsFailure } from "../../../platform/failure.ts";
import type { SheetFormat } from "./sheet-reader.ts";

/**
 * The largest spreadsheet taken: 30,000 products are a few MB as .xlsx and some 20 MB as CSV with long
 * descriptions. Only this route reads so much, and into a file, never into memory.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export interface UploadedSheet {
  path: string;
  name: string;
  format: SheetFormat;
}

const tooLarge = () =>
  fieldsFailure([
    { code: "IMPORT.FILE_TOO_LARGE", field: "file", params: { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 } },
  ]);
const wrongType = () => fieldsFailure([{ code: "IMPORT.FILE_TYPE", field: "file" }]);

/**
 * The multipart `file` streamed into `dir` (DATA_DIR/imports/) under a random name; its format read from its
 * first bytes (an .xlsx is a zip) or, for text, its name. Anything else is refused and removed.
 */
export async function receiveSheet(request: FastifyRequest, dir: string): Promise<UploadedSheet> {
  if (!request.isMultipart()) throw fieldsFailure([{ code: "FIELD.REQUIRED", field: "file" }]);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(12).toString("hex")}.upload`);
  let name = "";
  try {
    const part = await request.file({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1000 },
    });
    if (!part || part.fieldname !== "file") throw fieldsFailure([{ code: "FIELD.REQUIRED", field: "file" }]);
    name = path.basename(part.filename || "").slice(0, 200);
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw tooLarge();
    const format = await formatOf(target, name);
    if (!format) throw wrongType();
    return { path: target, name, format };
  } catch (error) {
    await rm(target, { force: true });
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (error instanceof Failure) throw error;
    // A body cut short or not well-formed multipart: the client's mistake.
    throw failure("REQUEST.INVALID_BODY");
  }
}

/** .xlsx by its zip signature; CSV (or tab-separated text) by its name; else (an old .xls) null. */
async function formatOf(file: string, name: string): Promise<SheetFormat | null> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead === 0) return null;
    if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return "xlsx";
    return /\.(csv|txt|tsv)$/i.test(name) ? "csv" : null;
  } finally {
    await handle.close();
  }
}
