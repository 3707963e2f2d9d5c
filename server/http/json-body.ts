import type { FastifyInstance } from "fastify";
import { fieldsFailure } from "../platform/failure.ts";

/** No call of the contract nests deeper than a few levels; a body past this is hostile or broken. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `text` nests arrays and objects, counted without parsing, stopping once past `limit`: a body
 * nested thousands of levels deep would otherwise overflow the stack of whatever walks it later (a 500).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * JSON bodies through Fastify's own parser (its prototype-poisoning checks kept), refused first with a
 * translated 400 when nested deeper than MAX_JSON_DEPTH.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(fieldsFailure([{ code: "FIELD.INVALID", field: "body" }]), undefined);
      return;
    }
    parse(request, text, done);
  });
}
