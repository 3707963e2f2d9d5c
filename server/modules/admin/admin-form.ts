import type { FastifyRequest } from "fastify";
import type { Struct } from "superstruct";
import { validate } from "../../../contract/validate.ts";
import { fileMediaType, type UploadedFile } from "../../../contract/uploads.ts";
import { fieldsFailure } from "../../platform/failure.ts";
import type { PictureFolder, PictureStore } from "../../platform/picture-store.port.ts";
import type { ReceivedFile } from "../../platform/route.ts";

/** A refusal naming one field, in the contract's `{status_code, errors}` form. */
export const invalidField = (field: string) => fieldsFailure([{ code: "FIELD.INVALID", field }]);
export const requiredField = (field: string) => fieldsFailure([{ code: "FIELD.REQUIRED", field }]);

/** Reads a multipart body within its limits (http/multipart.ts, handed in by the composition root). */
export type ReadForm = (request: FastifyRequest) => Promise<Record<string, unknown>>;

/**
 * A body, params or query checked against its registry struct (contract/admin-*.endpoints.ts), refused by
 * field as the shop's calls are: a missing value FIELD.REQUIRED, a wrong one FIELD.INVALID, a long one
 * FIELD.MAX_LENGTH.
 */
export function checked<T, S>(struct: Struct<T, S>, value: unknown, where: string): T {
  const result = validate(struct, value ?? {});
  if (result.ok) {
    // PostgreSQL text cannot hold NUL: such input is malformed, not a server fault.
    const nul = Object.entries(result.value ?? {}).find(([, v]) =>
      JSON.stringify(v ?? null).includes("\\u0000"),
    );
    if (nul) throw invalidField(nul[0]);
    if (JSON.stringify(result.value ?? null).includes("\\u0000")) throw invalidField(where);
    return result.value;
  }
  const refused = result.failures.map((f) => {
    const field = f.path.split(".")[0] || where;
    if (f.maxLength !== undefined)
      return { code: "FIELD.MAX_LENGTH" as const, field, params: { max: f.maxLength } };
    const code = /received: undefined/.test(f.message)
      ? ("FIELD.REQUIRED" as const)
      : ("FIELD.INVALID" as const);
    return { code, field };
  });
  // One refusal a field: the first its struct found.
  throw fieldsFailure(refused.filter((r, i) => refused.findIndex((o) => o.field === r.field) === i));
}

/** A registry body that may come as a multipart form (with a picture) or as JSON (text alone). */
export async function formBody<T, S>(request: FastifyRequest, readForm: ReadForm, struct: Struct<T, S>) {
  const raw = request.isMultipart() ? await readForm(request) : request.body;
  return checked(struct, raw, "body");
}

/**
 * Keeps an uploaded picture in the store's folder and answers its name. Only jpg, png and webp are taken, by
 * their bytes (the multipart reader names the type from them); anything else, or bytes that do not decode,
 * is refused naming the field.
 */
export async function keptPicture(
  pictures: PictureStore,
  folder: PictureFolder,
  file: UploadedFile,
  field: string,
): Promise<string> {
  const bytes = (file as Partial<ReceivedFile>).bytes;
  if (!bytes || !/^image\/(jpeg|png|webp)$/.test(fileMediaType(file) ?? "")) throw invalidField(field);
  const name = await pictures.save(folder, bytes);
  if (name === null) throw invalidField(field);
  return name;
}
