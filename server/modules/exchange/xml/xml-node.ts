/** One element of a CommerceML file, built whole only for the small elements taken one at a time. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** The nodes at a path of names below `node` ("Цены/Цена"): every match at every step. */
export function all(node: XmlNode | undefined, path: string): XmlNode[] {
  let level = node ? [node] : [];
  for (const name of path.split("/")) level = level.flatMap((n) => children(n, name));
  return level;
}

/** The trimmed text of the first element at `path` below `node`, "" when there is none. */
export function textAt(node: XmlNode | undefined, path: string): string {
  return all(node, path)[0]?.text.trim() ?? "";
}

/** 1C writes booleans as true/false; old exports also as Да/Нет. */
export function isTrue(value: string | undefined): boolean {
  return /^(true|да|1)$/i.test((value ?? "").trim());
}
