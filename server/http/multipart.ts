import type { FastifyRequest } from "fastify";
import { AVATAR_MAX_BYTES } from "../../domain/picture-format.ts";
import { fail } from "../../domain/errors.ts";
import { fieldsFailure, unwrap } from "../platform/failure.ts";
import type { ReceivedFile } from "../platform/route.ts";

/**
 * What one multipart request may hold. A file beyond the size answers the field's own error instead of a
 * bare 413, so the form can say which picture was too big.
 */
export const MULTIPART_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: 4,
  fields: 20,
  fieldSize: 10_000,
  parts: 24,
  headerPairs: 100,
} as const;

/**
 * A multipart body as the contract's structs read it: each field a string, each file a ReceivedFile with its
 * bytes in memory (bounded by the limits above); a field sent twice keeps its last value, and list fields
 * (`images[0]`) stay flat for the contract to name.
 */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === "field") {
      if (part.valueTruncated || part.fieldnameTruncated)
        throw fieldsFailure([{ code: "REQUEST.TOO_LARGE", field: part.fieldname }]);
      body[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
        unwrap(fail("IMAGE.TOO_LARGE", { field: part.fieldname, megabytes: AVATAR_MAX_BYTES / 1024 / 1024 }));
      throw error;
    }
    const file: ReceivedFile = {
      filename: part.filename,
      mimetype: part.mimetype,
      size: bytes.length,
      bytes,
    };
    body[part.fieldname] = file;
  }
  return { ...body };
}
