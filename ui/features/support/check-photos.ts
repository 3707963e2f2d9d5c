import { fail, type Result } from "../../../domain/errors";
import { validatePhotos, validatePickedPhotos } from "../../../domain/photos";
import { AVATAR_MAX_BYTES } from "../../../domain/picture-format";

/** A picture's signature is in its first twelve bytes (domain/picture-format.ts). */
const HEAD_BYTES = 12;
const MAX_MEGABYTES = AVATAR_MAX_BYTES / 1024 / 1024;

/**
 * The server's rules for photos, checked before the upload: at most four in all, each a jpg or png by its
 * name, its type and its first bytes (a renamed file passes the first two), and at most 5 MB (the server's
 * limit for any uploaded picture).
 */
export async function checkPhotos(
  files: readonly File[],
  alreadyAttached: number,
): Promise<Result<readonly File[]>> {
  const named = validatePhotos(files, alreadyAttached);
  if (!named.ok) return named;
  if (files.some((file) => file.size > AVATAR_MAX_BYTES))
    return fail("IMAGE.TOO_LARGE", { megabytes: MAX_MEGABYTES });
  const picked = await Promise.all(
    files.map(async (file) => ({
      file,
      head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
    })),
  );
  return validatePickedPhotos(picked, alreadyAttached);
}
