import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpoints } from "../../../contract/endpoints.ts";
import { routes } from "../../../contract/routes.ts";
import { ROUTES_FILE, routeTable, routesSource } from "../../../scripts/write-routes.ts";

describe("the route table a tab of our own shop calls by", () => {
  it("names every call of the registry with its method, path and multipart encoding", () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    expect(routes).toEqual(routeTable());
    expect(routes.accountEdit).toEqual(["PUT", "account/edit/", "multipart"]);
    expect(routes.productDetail).toEqual(["GET", "products/detail/{slug}/"]);
  });

  it("is the file the script writes today (run `npx tsx scripts/write-routes.ts` after changing the registry)", async () => {
    expect(readFileSync(ROUTES_FILE, "utf8")).toBe(await routesSource());
  });
});
