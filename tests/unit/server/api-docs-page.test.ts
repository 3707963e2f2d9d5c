import { describe, expect, it } from "vitest";
import { array, integer, nullable, optional, string, type } from "superstruct";
import { defineEndpoints } from "../../../contract/index.ts";
import { jsonSchemaOf } from "../../../contract/json-schema.ts";
import { openApiDocument } from "../../../contract/openapi.ts";
import { union } from "../../../contract/union.ts";
import { apiDocsPage, schemaText } from "../../../server/http/api-docs-page.ts";

describe("schemaText", () => {
  it("writes an object as a TypeScript-like type, optional fields with ?", () => {
    const schema = jsonSchemaOf(type({ id: integer(), title: optional(nullable(string())) }));
    expect(schemaText(schema)).toBe("{\n  id: integer;\n  title?: string | null;\n}");
  });

  it("brackets a union before [] and leaves a plain item bare", () => {
    expect(schemaText(jsonSchemaOf(array(union([string(), integer()]))))).toBe("(string | integer)[]");
    expect(schemaText(jsonSchemaOf(array(type({ a: string() }))))).toBe("{\n  a: string;\n}[]");
  });
});

describe("apiDocsPage", () => {
  const doc = openApiDocument(
    defineEndpoints({
      thing: {
        method: "GET",
        path: "things/{id}/",
        params: type({ id: integer() }),
        answer: type({ name: string() }),
        auth: "required",
      },
    }),
    { title: "Shop <API>", version: "1" },
  );
  const html = apiDocsPage(doc, { openApi: "/api/v1/openapi.json" });

  it("lists each operation with its method, path, parameters, answer and auth", () => {
    expect(html).toContain('<article id="thing">');
    expect(html).toContain('<span class="method get">GET</span> <code>/api/v1/things/{id}/</code>');
    expect(html).toContain("<td><code>id</code></td><td>path</td><td>yes</td>");
    expect(html).toContain("name: string;");
    expect(html).toContain("Bearer token required");
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("escapes text taken from the document", () => {
    expect(html).toContain("Shop &#60;API&#62;");
    expect(html).not.toContain("Shop <API>");
  });
});
