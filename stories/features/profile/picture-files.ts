// Pictures the profile stories upload: real encoded images drawn in one flat colour (deterministic pixels),
// and files that only pretend to be pictures.

/** A real PNG or JPEG of one colour, so the preview has something to show. */
export async function pictureFile(
  name: string,
  colour: string,
  type: "image/png" | "image/jpeg" = "image/png",
): Promise<File> {
  const canvas = new OffscreenCanvas(96, 96);
  const context = canvas.getContext("2d")!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 96, 96);
  const blob = await canvas.convertToBlob({ type });
  return new File([blob], name, { type });
}

/** Text with a picture's name and type: only its first bytes give it away. */
export function disguisedText(): File {
  return new File(["just some text, not a picture"], "holiday.png", { type: "image/png" });
}

/** A JPEG signature followed by enough bytes to pass 5 MB by one. */
export function oversizedJpeg(): File {
  const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], "huge.jpg", { type: "image/jpeg" });
}

/** A saved picture as the server would link it: a flat orange square. */
export const SAVED_PICTURE =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#EF7F1A"/></svg>',
  );
