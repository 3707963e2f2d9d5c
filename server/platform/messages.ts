import { LANGUAGES, type Language } from "../../domain/language.ts";
import { messageKeyOf, type DomainError } from "../../domain/errors.ts";
import { MESSAGES, type MessageKey } from "../../domain/messages.ts";
import { readPo } from "./po-catalog.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import { pathToFileURL } from "node:url";
import path from "node:path";

/**
 * The server's words are the storefront's: the same message keys (domain/messages.ts), read from the same
 * Lingui catalogs (locales/validation/<lang>.po) once at start, so a code reads alike whichever side
 * translates it.
 */
const CATALOG_DIR = pathToFileURL(path.join(PROJECT_ROOT, "locales", "validation") + path.sep);

let catalogs: Record<Language, Map<string, string>> | undefined;
function catalog(lang: Language): Map<string, string> {
  catalogs ??= Object.fromEntries(
    LANGUAGES.map((l) => [l, readPo(new URL(`${l}.po`, CATALOG_DIR))]),
  ) as Record<Language, Map<string, string>>;
  return catalogs[lang];
}

/**
 * The text of a message key in `lang` with its `{name}` placeholders filled (English if a catalog lacks it).
 */
export function messageText(
  key: MessageKey,
  lang: Language,
  params: Readonly<Record<string, string | number>> = {},
) {
  const template = catalog(lang).get(key) || MESSAGES[key];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

/** A domain error as a person reads it in `lang`. */
export function errorText(error: DomainError, lang: Language): string {
  return messageText(messageKeyOf(error.code, error.params), lang, error.params);
}
