import { route, type RouteTable } from "../../platform/route.ts";
import type { GeographyService } from "./geography.service.ts";

// Geography changes a few times a year.
const cached = { maxAge: 3600 };

export function geographyRoutes(geography: GeographyService): RouteTable {
  return [
    route(
      "regions",
      async ({ lang, query }) => ({
        results: await geography.regions(lang, query.page ?? 1, Math.min(query.size ?? 100, 100)),
      }),
      cached,
    ),
    route(
      "districts",
      async ({ lang, query }) => ({
        results: await geography.districts(
          lang,
          query.region,
          query.page ?? 1,
          Math.min(query.size ?? 200, 500),
        ),
      }),
      cached,
    ),
    route(
      "btsBranches",
      async ({ lang, query }) => geography.btsBranches(lang, query.region, query.district),
      cached,
    ),
    route(
      "takeawayLocations",
      async ({ lang }) => ({ results: await geography.takeawayLocations(lang) }),
      cached,
    ),
  ];
}
