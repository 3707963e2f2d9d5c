/** The encodings a CommerceML file comes in: UTF-8 (with or without a BOM), or old setups' windows-1251. */
export type XmlEncoding = "utf-8" | "windows-1251";

export class XmlFileError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "XmlFileError";
  }
}

/**
 * How a file's bytes are to be read, from its first bytes: a UTF-8 byte-order mark (skipped), else the XML
 * declaration's encoding. UTF-16 is refused: 1C writes it only when told to, and says so in its settings.
 */
export function detectEncoding(head: Buffer): { encoding: XmlEncoding; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf-8", skip: 3 };
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    throw new XmlFileError("файл в кодировке UTF-16; выберите в настройках обмена UTF-8");
  const declaration = /^<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head.toString("latin1"));
  const named = declaration?.[1]?.toLowerCase();
  if (named === "windows-1251" || named === "cp1251" || named === "win-1251")
    return { encoding: "windows-1251", skip: 0 };
  if (named && named !== "utf-8" && named !== "utf8")
    throw new XmlFileError(`кодировка ${declaration![1]} не поддерживается: выберите UTF-8`);
  return { encoding: "utf-8", skip: 0 };
}

/** How many bytes a piece of decoded text took in the file (to keep a byte position between steps). */
export function encodedLength(text: string, encoding: XmlEncoding): number {
  return encoding === "utf-8" ? Buffer.byteLength(text, "utf8") : text.length;
}
