import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoints } from "../../contract/index.ts";
import { adminEndpoints } from "../../contract/admin.endpoints.ts";
import { openApiDocument, type OpenApiDocument } from "../../contract/openapi.ts";
import { apiDocsPage } from "./api-docs-page.ts";

export const OPENAPI_PATH = "/api/v1/openapi.json";
export const API_DOCS_PATH = "/api/docs";

const INFO = {
  title: "Qurilish Bozori API",
  version: "1",
  description:
    "The shop's public API (/api/v1), generated from the contract's structs (contract/). Every 4xx and 5xx " +
    "answer carries the Error body; a guest is told apart by the Fingerprint header or the visitorId cookie.",
};

interface Served {
  body: string;
  etag: string;
}

function served(body: string): Served {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

function send(request: FastifyRequest, reply: FastifyReply, type: string, { body, etag }: Served) {
  // The contract changes only with a new build, so a client may keep it a while and then ask again.
  reply.header("etag", etag).header("cache-control", "public, max-age=300");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * GET /api/v1/openapi.json, the OpenAPI 3.1 document of every /api/v1 call, and GET /api/docs, its reference
 * page; both made once, at the first request, since the contract is fixed for the process's life.
 */
export function installApiDocs(app: FastifyInstance) {
  let made: { json: Served; page: Served } | undefined;
  const make = () => {
    const document: OpenApiDocument = openApiDocument({ ...endpoints, ...adminEndpoints }, INFO);
    return {
      json: served(JSON.stringify(document)),
      page: served(apiDocsPage(document, { openApi: OPENAPI_PATH })),
    };
  };
  app.get(OPENAPI_PATH, async (request, reply) =>
    send(request, reply, "application/json; charset=utf-8", (made ??= make()).json),
  );
  app.get(API_DOCS_PATH, async (request, reply) =>
    send(request, reply, "text/html; charset=utf-8", (made ??= make()).page),
  );
}
