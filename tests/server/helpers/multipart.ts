import sharp from "sharp";

// Multipart bodies as a browser's FormData sends them, and real pictures made by sharp, for the upload tests.

export interface Part {
  name: string;
  value: string | Buffer;
  /** Present: the part is a file. */
  filename?: string;
  /** The file's declared type; the server reads the type from the bytes instead. */
  type?: string;
}

const BOUNDARY = "----qb-test-boundary";

export function multipart(parts: readonly Part[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name}"`
        : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const type = p.filename === undefined ? "" : `Content-Type: ${p.type ?? "application/octet-stream"}\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A small real picture, orange, in the asked format. */
export const picture = (format: "png" | "jpeg" | "webp" | "gif", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#ef7f1a" } })
    .toFormat(format)
    .toBuffer();

/** `images[i]` parts of the given pictures, named and declared as the browser would. */
export function photoParts(files: readonly Buffer[], declared = "image/png"): Part[] {
  return files.map((value, i) => ({
    name: `images[${i}]`,
    value,
    filename: `photo-${i}.${declared === "image/jpeg" ? "jpg" : "png"}`,
    type: declared,
  }));
}

/** Text that calls itself a jpg: the name and the declared type lie. */
export const FAKE_JPG: Part = {
  name: "images[0]",
  value: Buffer.from("This is only text, though the name says photo.jpg"),
  filename: "photo.jpg",
  type: "image/jpeg",
};
