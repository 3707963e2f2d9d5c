import type { JsonSchema } from "../../contract/json-schema.ts";
import type { OpenApiDocument, Operation } from "../../contract/openapi.ts";

// The reference page is the OpenAPI document rendered on the server: plain HTML with one inline style sheet
// (the Content-Security-Policy allows inline styles, not scripts), no script, no font or file from elsewhere.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SECURITY_TEXT: Record<string, string> = {
  required: "Bearer token required (401 without)",
  optional: "Bearer token or a guest's Fingerprint header / visitorId cookie, or neither",
  none: "No authentication",
};

function securityKind(operation: Operation): string {
  if (operation.security.length === 0) return "none";
  return operation.security.some((s) => Object.keys(s).length === 0) ? "optional" : "required";
}

function limits(schema: JsonSchema): string {
  const notes: string[] = [];
  const say = (key: string, label: string) => {
    if (schema[key] !== undefined) notes.push(`${label} ${String(schema[key])}`);
  };
  say("minLength", "min length");
  say("maxLength", "max length");
  say("minimum", "≥");
  say("maximum", "≤");
  say("minItems", "min items");
  say("maxItems", "max items");
  say("pattern", "pattern");
  return notes.length > 0 ? ` (${notes.join(", ")})` : "";
}

function typeName(type: unknown, schema: JsonSchema): string {
  if (type === "string" && schema.format === "binary") return "file";
  return String(type);
}

/** Whether a schema's text is "a | b", which needs brackets before "[]". */
function isUnion(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const { anyOf, enum: values, type } = schema;
  return (
    (Array.isArray(anyOf) && anyOf.length > 1) ||
    (Array.isArray(values) && values.length > 1) ||
    (Array.isArray(type) && type.length > 1)
  );
}

/** A schema as a TypeScript-like type: `{ id: integer; title?: string | null }`. */
export function schemaText(schema: JsonSchema | undefined, indent = ""): string {
  if (!schema || Object.keys(schema).length === 0) return "any";
  const { $ref, anyOf, enum: values, type, properties, items, additionalProperties } = schema;
  if (typeof $ref === "string") return $ref.replace(/^.*\//, "");
  if (Array.isArray(anyOf)) return anyOf.map((s) => schemaText(s as JsonSchema, indent)).join(" | ");
  if (Array.isArray(values)) return values.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const nullable = Array.isArray(type) && type.includes("null");
  const main = Array.isArray(type) ? type.find((t) => t !== "null") : type;
  let text: string;
  if (main === "object" && properties && typeof properties === "object") {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const inner = `${indent}  `;
    const lines = Object.entries(properties as Record<string, JsonSchema>).map(
      ([name, field]) => `${inner}${name}${required.has(name) ? "" : "?"}: ${schemaText(field, inner)};`,
    );
    text = lines.length > 0 ? `{\n${lines.join("\n")}\n${indent}}` : "{}";
  } else if (main === "object" && additionalProperties && typeof additionalProperties === "object") {
    text = `{ [key: string]: ${schemaText(additionalProperties as JsonSchema, indent)} }`;
  } else if (main === "array") {
    const item = schemaText(items as JsonSchema | undefined, indent);
    text = `${isUnion(items as JsonSchema | undefined) ? `(${item})` : item}[]${limits(schema)}`;
  } else {
    text = `${typeName(main, schema)}${limits(schema)}`;
  }
  return nullable ? `${text} | null` : text;
}

function details(summary: string, text: string): string {
  return `<details><summary>${escapeHtml(summary)}</summary><pre>${escapeHtml(text)}</pre></details>`;
}

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

function parametersTable(operation: Operation): string {
  const own = (operation.parameters as Parameter[]).filter((p) => p.name !== undefined);
  if (own.length === 0) return "";
  const rows = own.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name ?? "")}</code></td><td>${escapeHtml(p.in ?? "")}</td>` +
      `<td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(schemaText(p.schema))}</code></td></tr>`,
  );
  return (
    `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

function bodyBlock(operation: Operation): string {
  const body = operation.requestBody as
    { required: boolean; content: Record<string, { schema: JsonSchema }> } | undefined;
  if (!body) return "";
  const [media, { schema }] = Object.entries(body.content)[0] as [string, { schema: JsonSchema }];
  const title = `Body: ${media}${body.required ? "" : " (optional)"}`;
  return details(title, schemaText(schema));
}

function answerBlock(operation: Operation): string {
  const ok = operation.responses["2XX"] as { content?: Record<string, { schema: JsonSchema }> } | undefined;
  const [media, answer] = Object.entries(ok?.content ?? {})[0] ?? [];
  if (media && media !== "application/json")
    return `<p>Answer: a file, <code>${escapeHtml(media)}</code></p>`;
  return details("Answer", schemaText(answer?.schema));
}

function refusals(operation: Operation): string {
  const codes = Object.keys(operation.responses).filter((code) => /^[45]\d\d$/.test(code));
  const all = [...codes, "any other 4xx/5xx"].join(", ");
  return `<p class="errors">Refusals: ${all}, each with the error body.</p>`;
}

function operationBlock(path: string, method: string, operation: Operation): string {
  const id = escapeHtml(operation.operationId);
  return (
    `<article id="${id}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> ` +
    `<code>/api/v1${escapeHtml(path)}</code> <a class="name" href="#${id}">${id}</a></h3>` +
    `<p class="auth">${escapeHtml(SECURITY_TEXT[securityKind(operation)] ?? "")}</p>` +
    (operation.description ? `<p>${escapeHtml(operation.description)}</p>` : "") +
    parametersTable(operation) +
    bodyBlock(operation) +
    answerBlock(operation) +
    refusals(operation) +
    `</article>`
  );
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d232a;background:#fafafa}
header,main,nav{max-width:1100px;margin:0 auto;padding:0 20px}
h1{margin:24px 0 8px}h2{margin:32px 0 8px;border-bottom:2px solid #ddd;padding-bottom:4px}
h3{font-size:15px;margin:0 0 6px}nav a{margin-right:12px}
article{background:#fff;border:1px solid #e2e2e2;border-radius:6px;padding:12px 14px;margin:10px 0}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;padding:1px 6px;
font-size:13px}
.get{background:#2f7d32}.post{background:#1f5fa8}.put{background:#a86a1f}.delete{background:#a8321f}
.name{font-weight:normal;color:#667;font-size:13px;margin-left:8px}.auth,.errors{margin:4px 0;color:#445}
table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid #e2e2e2;padding:3px 8px;text-align:left;
vertical-align:top}pre{background:#f3f4f6;padding:8px;overflow:auto;margin:4px 0}summary{cursor:pointer}
`;

/** The reference page of the document: every operation with its path, parameters, body and answer. */
export function apiDocsPage(document: OpenApiDocument, links: { openApi: string }): string {
  const info = document.info as { title: string; version: string };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.map((o) => o.operation.tags[0] ?? ""))].sort();
  const sections = tags.map((tag) => {
    const inTag = operations.filter((o) => (o.operation.tags[0] ?? "") === tag);
    const blocks = inTag.map((o) => operationBlock(o.path, o.method, o.operation)).join("");
    return `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${blocks}</section>`;
  });
  const errorBody = schemaText((document.components as { schemas: { Error: JsonSchema } }).schemas.Error);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(info.title)}: reference</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${escapeHtml(info.title)}</h1>` +
    `<p>${operations.length} operations under <code>/api/v1/</code>. The OpenAPI 3.1 document: ` +
    `<a href="${escapeHtml(links.openApi)}">${escapeHtml(links.openApi)}</a>. ` +
    `Send <code>Authorization: Bearer &lt;access&gt;</code> where a call needs a user, and ` +
    `<code>Accept-Language</code> for texts in your language.</p>` +
    details("The error body of every 4xx and 5xx answer", errorBody) +
    `</header>` +
    `<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join("")}</nav>` +
    `<main>${sections.join("")}</main></body></html>`
  );
}
