import type { FastifyRequest } from "fastify";
import { pictureFormatOf } from "../../../domain/picture-format.ts";
import { Failure, failure, fieldsFailure } from "../../platform/failure.ts";

/**
 * A product photo may be larger than a shopper's (a camera's full-size jpg): the store keeps it resized to
 * 2048 px at most, so only the upload is this big.
 */
export const PRODUCT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const refused = (code: "FIELD.REQUIRED" | "IMAGE.WRONG_FORMAT") => fieldsFailure([{ code, field: "photo" }]);

/** Bytes that looked like a picture but did not decode as one (a cut-off file). */
export const notAPhoto = () => refused("IMAGE.WRONG_FORMAT");

/**
 * The multipart `photo` in memory, when it is a jpg, png or webp by its first bytes (what the browser or the
 * name claims is not trusted); anything else is refused under the field.
 */
export async function receivePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refused("FIELD.REQUIRED");
  let bytes: Buffer;
  try {
    const part = await request.file({
      limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    if (!part || part.fieldname !== "photo") throw refused("FIELD.REQUIRED");
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof Failure) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw fieldsFailure([
        {
          code: "IMAGE.TOO_LARGE",
          field: "photo",
          params: { megabytes: PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024 },
        },
      ]);
    // A body cut short or not well-formed multipart: the client's mistake.
    throw failure("REQUEST.INVALID_BODY");
  }
  if (!pictureFormatOf(bytes.subarray(0, 12))) throw refused("IMAGE.WRONG_FORMAT");
  return bytes;
}
