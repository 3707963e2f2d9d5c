import type { Database } from "../../db/database.port.ts";
import { GeographyRepository } from "./geography.repository.ts";
import { geographyRoutes } from "./geography.routes.ts";
import { GeographyService } from "./geography.service.ts";

/** Where the shop delivers: regions, districts, BTS branches and pick-up points. */
export function createGeographyModule(deps: { db: Database }) {
  const service = new GeographyService(new GeographyRepository(deps.db));
  return { service, routes: geographyRoutes(service) };
}
