import { readFileSync } from "node:fs";

/** Reads a gettext catalog into id -> translation (the header entry and obsolete `#~` entries left out). */
export function readPo(file: string | URL): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let id = "";
  let str = "";
  const flush = () => {
    if (id !== "") entries.set(id, str);
    id = "";
    str = "";
  };
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#")) continue;
    const start = /^(msgid|msgstr)\s+"(.*)"$/.exec(line);
    if (start) {
      if (start[1] === "msgid") flush();
      field = start[1] as "msgid" | "msgstr";
      if (field === "msgid") id = unquote(start[2]!);
      else str = unquote(start[2]!);
      continue;
    }
    const more = /^"(.*)"$/.exec(line);
    if (more && field === "msgid") id += unquote(more[1]!);
    else if (more && field === "msgstr") str += unquote(more[1]!);
    else field = null;
  }
  flush();
  return entries;
}

function unquote(text: string): string {
  return text.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
}
