import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Struct } from "superstruct";
import { adminEndpoints } from "../../contract/admin.endpoints.ts";
import { fillPath, type Endpoint } from "../../contract/endpoints.ts";
import { ROLE_PERMISSIONS } from "../../domain/staff.ts";
import { makeStaff } from "./helpers/admin-calls.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// The back office's registry (contract/admin.endpoints.ts) names each call's permission, which the OpenAPI
// document publishes; the server's guard must enforce exactly that one. Ids that exist nowhere keep every
// call that is let through from changing anything.

const NO_SUCH_ID = "987654";

/** A value for each placeholder: an enum's first member, else something that matches no row. */
function paramsOf(endpoint: Endpoint): Record<string, string> {
  const fields = (endpoint.params?.schema ?? {}) as Record<string, Struct<unknown, unknown>>;
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return Object.fromEntries(
    names.map((name) => {
      const struct = fields[name];
      const members = struct?.type === "enums" ? Object.keys(struct.schema as object) : [];
      if (members[0]) return [name, members[0]];
      return [name, name === "n" ? "0" : name === "code" ? "NOSUCHCODE" : NO_SUCH_ID];
    }),
  );
}

const entries = Object.entries(adminEndpoints as Record<string, Endpoint>);

describe.each(BACKENDS)("the back office's registry and the server's guard on %s", (backend) => {
  let t: TestApp;
  let operator: Shopper;
  let admin: Shopper;
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 5 });
    operator = await makeStaff(t, await makeShopper(t), "operator");
    admin = await makeStaff(t, await makeShopper(t), "admin");
  });
  afterAll(() => t?.close());

  const send = (endpoint: Endpoint, who: Shopper) =>
    t.app.inject({
      method: endpoint.method,
      url: `/api/v1/${fillPath(endpoint.path, paramsOf(endpoint))}`,
      ...(endpoint.method === "GET" ? {} : { payload: {} }),
      headers: { authorization: `Bearer ${who.token}`, "accept-language": "ru" },
    });

  it("names a permission for every call", () => {
    expect(entries.filter(([, e]) => !e.permission).map(([name]) => name)).toEqual([]);
  });

  it.each(entries)(
    "%s: an operator is refused exactly when the role lacks the named permission",
    async (_, e) => {
      const allowed = ROLE_PERMISSIONS.operator.includes(e.permission!);
      const res = await send(e, operator);
      expect(res.statusCode === 403, `${e.method} ${e.path} answered ${res.statusCode}`).toBe(!allowed);
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it.each(entries)("%s: an admin is let through and meets the route the registry names", async (_, e) => {
    const res = await send(e, admin);
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
    // A path with no route answers GENERIC.ROUTE_NOT_FOUND; a route finding no row answers another 404.
    expect(res.headers["x-error-code"]).not.toBe("GENERIC.ROUTE_NOT_FOUND");
  });
});
