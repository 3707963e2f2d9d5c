import { define, refine, size, array } from "superstruct";
import { MAX_PHOTOS, PHOTO_TYPES } from "./media.ts";

/**
 * A file in a multipart body. In the browser it is a File (name, type); on the server, whatever the multipart
 * parser hands over, as long as it names its media type (@fastify/multipart: filename, mimetype). The struct
 * checks only that the type is known; reading the bytes is the route's business.
 */
export interface UploadedFile {
  readonly name?: string;
  readonly filename?: string;
  readonly type?: string;
  readonly mimetype?: string;
  readonly size?: number;
}

export function fileMediaType(file: UploadedFile): string | undefined {
  return file.mimetype ?? (file.type === "" ? undefined : file.type);
}

export const FileUpload = define<UploadedFile>("FileUpload", (value) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "Expected a file";
  return fileMediaType(value as UploadedFile) !== undefined || "Expected a file with a media type";
});

export const PhotoUpload = refine(FileUpload, "PhotoUpload", (file) => {
  const media = fileMediaType(file) ?? "";
  return (
    (PHOTO_TYPES as readonly string[]).includes(media) ||
    `Expected a jpg or png photo, but received: ${media}`
  );
});

/** Up to four jpg/png photos. */
export const PhotoUploads = size(array(PhotoUpload), 0, MAX_PHOTOS);
