import type { FastifyRequest } from "fastify";
import { AVATAR_MAX_BYTES, pictureFormatOf, type PictureFormat } from "../../domain/picture-format.ts";
import { MAX_PHOTOS } from "../../domain/photos.ts";
import { fail } from "../../domain/errors.ts";
import { Failure, fieldsFailure, unwrap } from "../platform/failure.ts";
import type { ReceivedFile } from "../platform/route.ts";

/**
 * What one multipart request may hold: at most 4 files (the most any form sends: review and bug-report
 * photos) of at most 5 MB each, 20 text fields of at most 10,000 bytes, 24 parts in all; so at most about
 * 20 MB is read into memory. A file beyond the size answers the field's own error instead of a bare 413, so
 * the form can say which picture was too big; a fifth file answers PHOTOS.TOO_MANY.
 */
export const MULTIPART_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: MAX_PHOTOS,
  fields: 20,
  fieldSize: 10_000,
  parts: 24,
  headerPairs: 100,
} as const;

const MEDIA_TYPES: Record<PictureFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** A file's media type as its first bytes show it; what the browser or the file name claims is not kept. */
function mediaTypeOf(bytes: Buffer): string {
  const format = pictureFormatOf(bytes.subarray(0, 12));
  return format ? MEDIA_TYPES[format] : "application/octet-stream";
}

/** "images[2]" -> "images": the field a refusal names. */
const listName = (field: string) => field.replace(/\[\d*\]$/, "");

/**
 * A multipart body as the contract's structs read it: each field a string, each file a ReceivedFile with its
 * bytes in memory (bounded by the limits above) and the media type of its content; a field sent twice keeps
 * its last value, and list fields (`images[0]`) stay flat until the route gathers them (normaliseBody). A
 * body that breaks the limits or is not well-formed multipart is the client's mistake, never a 5xx.
 */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let lastFile = "images";
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === "field") {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw fieldsFailure([{ code: "REQUEST.TOO_LARGE", field: part.fieldname }]);
        body[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      lastFile = listName(part.fieldname);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          unwrap(
            fail("IMAGE.TOO_LARGE", { field: part.fieldname, megabytes: AVATAR_MAX_BYTES / 1024 / 1024 }),
          );
        throw error;
      }
      const file: ReceivedFile = {
        filename: part.filename,
        mimetype: mediaTypeOf(bytes),
        size: bytes.length,
        bytes,
      };
      body[part.fieldname] = file;
    }
  } catch (error) {
    if (error instanceof Failure) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_FILES_LIMIT") throw fieldsFailure([{ code: "PHOTOS.TOO_MANY", field: lastFile }]);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw fieldsFailure([{ code: "REQUEST.TOO_LARGE", field: "body" }]);
    // Broken multipart (no boundary, a part cut short, a malformed header), or a client gone mid-body.
    throw fieldsFailure([{ code: "REQUEST.INVALID_BODY", field: "body" }]);
  }
  return { ...body };
}
