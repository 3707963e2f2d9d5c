import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { endpoints, type Endpoint } from "../contract/endpoints.ts";
import type { Route } from "../contract/routes.ts";

/** The registry's calls without their structs (contract/routes.ts). */
export function routeTable(registry: Readonly<Record<string, Endpoint>> = endpoints): Record<string, Route> {
  return Object.fromEntries(
    Object.entries(registry).map(([name, e]) => [
      name,
      e.encoding === "multipart" ? [e.method, e.path, "multipart"] : [e.method, e.path],
    ]),
  );
}

export const ROUTES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../contract/routes.ts",
);

export async function routesSource(): Promise<string> {
  const source = `// Written by \`npx tsx scripts/write-routes.ts\` from contract/endpoints.ts; the unit test
// tests/unit/contract/routes.test.ts fails when the two differ. The registry's structs stay out of a tab of
// our own shop (decision 0046): this is all its client needs to make a call.
import type { EndpointName } from "./endpoints.ts";
import type { HttpMethod } from "./endpoint.ts";

export type Route = readonly [HttpMethod, string] | readonly [HttpMethod, string, "multipart"];

export const routes = ${JSON.stringify(routeTable())} as const satisfies Record<EndpointName, Route>;
`;
  return format(source, { ...(await resolveConfig(ROUTES_FILE)), filepath: ROUTES_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTES_FILE, await routesSource());
  console.log(
    `wrote ${path.relative(process.cwd(), ROUTES_FILE)}: ${Object.keys(routeTable()).length} calls`,
  );
}
