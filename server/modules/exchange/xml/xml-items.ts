import { open } from "node:fs/promises";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { detectEncoding, encodedLength, XmlFileError, type XmlEncoding } from "./xml-encoding.ts";
import type { XmlNode } from "./xml-node.ts";

/**
 * Where reading stopped: the byte just after the last element taken, the elements still open there (the
 * root first), the line it is on. A later step, in any process, goes on from it.
 */
export interface ReadPosition {
  offset: number;
  line: number;
  openPath: string[];
  encoding: XmlEncoding;
}

/**
 * What a file yields, in document order: the root and its children as they open (for their attributes, such
 * as СодержитТолькоИзменения), and each element at one of the item paths, whole, with the position after it.
 * Paths leave out the root: "Каталог/Товары/Товар".
 */
export type XmlEvent =
  | { kind: "open"; path: string; attrs: Record<string, string> }
  | { kind: "item"; path: string; node: XmlNode; after: ReadPosition };

const CHUNK = 64 * 1024;
/** An element bigger than this is no product card: refused rather than held in memory. */
const MAX_ITEM_NODES = 200_000;

/**
 * Reads a CommerceML file as a stream (saxes), holding only the element being taken, so a 30,000-product
 * file never becomes a tree in memory. From a position it reads on at that byte, the open elements given
 * back to the parser as a prefix: each step of an import costs only what it reads.
 */
export async function* readXmlItems(
  file: string,
  from: ReadPosition | null,
  itemPaths: ReadonlySet<string>,
): AsyncGenerator<XmlEvent> {
  const handle = await open(file, "r");
  try {
    let offset = from?.offset ?? 0;
    let encoding = from?.encoding;
    if (!encoding) {
      const head = Buffer.alloc(512);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const found = detectEncoding(head.subarray(0, bytesRead));
      encoding = found.encoding;
      offset = found.skip;
    }
    const enc = encoding;
    const decoder = new TextDecoder(enc, { fatal: true, ignoreBOM: true });
    const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
    const lineBase = from ? from.line - 1 : 0;
    const open: string[] = [];
    let synthetic = from?.openPath.length ?? 0;
    let building: XmlNode[] = [];
    let itemPath = "";
    let nodes = 0;
    const queue: XmlEvent[] = [];
    // Characters given to the parser before the current chunk, and the file's byte where the chunk starts.
    let written = 0;
    let chunk = "";
    let chunkByte = offset;
    let seenIndex = 0;
    let seenByte = offset;
    const byteAt = (position: number) => {
      const index = position - written;
      if (index < seenIndex) {
        seenIndex = 0;
        seenByte = chunkByte;
      }
      seenByte += encodedLength(chunk.slice(seenIndex, index), enc);
      seenIndex = index;
      return seenByte;
    };
    const where = () => `строка ${lineBase + parser.line}`;

    parser.on("opentag", (tag: SaxesTagPlain) => {
      const path = [...open.slice(1), tag.name].join("/");
      open.push(tag.name);
      if (building.length > 0) {
        if (++nodes > MAX_ITEM_NODES) throw new XmlFileError(`${where()}: элемент ${itemPath} слишком велик`);
        const node: XmlNode = { name: tag.name, attrs: { ...tag.attributes }, children: [], text: "" };
        building.at(-1)!.children.push(node);
        building.push(node);
        return;
      }
      if (synthetic > 0) {
        synthetic--;
        return;
      }
      if (itemPaths.has(path)) {
        itemPath = path;
        nodes = 1;
        building = [{ name: tag.name, attrs: { ...tag.attributes }, children: [], text: "" }];
      } else if (open.length <= 2) queue.push({ kind: "open", path, attrs: { ...tag.attributes } });
    });
    const addText = (text: string) => {
      if (building.length > 0) building.at(-1)!.text += text;
    };
    parser.on("text", addText);
    parser.on("cdata", addText);
    parser.on("closetag", () => {
      open.pop();
      if (building.length === 0) return;
      const node = building.pop()!;
      if (building.length > 0) return;
      const after = { offset: byteAt(parser.position), line: lineBase + parser.line, openPath: [...open] };
      queue.push({ kind: "item", path: itemPath, node, after: { ...after, encoding: enc } });
    });
    parser.on("error", (error: Error) => {
      const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, "");
      throw new XmlFileError(`${where()}: ${reason}`);
    });

    const feed = (text: string) => {
      chunk = text;
      seenIndex = 0;
      seenByte = chunkByte;
      parser.write(text);
      written += text.length;
      chunkByte += encodedLength(text, enc);
    };
    if (from) {
      // The prefix takes no bytes of the file: the position of the first real character is `offset`.
      const prefix = from.openPath.map((name) => `<${name}>`).join("");
      parser.write(prefix);
      written += prefix.length;
    }
    const buffer = Buffer.alloc(CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
      feed(decode(decoder, buffer.subarray(0, bytesRead), true));
      while (queue.length > 0) yield queue.shift()!;
    }
    feed(decode(decoder, undefined, false));
    parser.close();
    while (queue.length > 0) yield queue.shift()!;
  } finally {
    await handle.close();
  }
}

function decode(decoder: TextDecoder, bytes: Uint8Array | undefined, stream: boolean): string {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw new XmlFileError(`в файле есть байты не в кодировке ${decoder.encoding}`);
  }
}
