import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.port.ts";
import { btsBranches, districts, regions, takeawayLocations } from "../../db/schema/index.ts";

export class GeographyRepository {
  constructor(private readonly db: Database) {}

  regions(page: number, size: number) {
    return this.db.orm
      .select()
      .from(regions)
      .orderBy(asc(regions.position))
      .limit(size)
      .offset((page - 1) * size);
  }

  districts(region: number | undefined, page: number, size: number) {
    return this.db.orm
      .select()
      .from(districts)
      .where(region === undefined ? undefined : eq(districts.regionId, region))
      .orderBy(asc(districts.regionId), asc(districts.soato))
      .limit(size)
      .offset((page - 1) * size);
  }

  btsBranches(region: number | undefined, district: number | undefined) {
    const where: SQL[] = [];
    if (region !== undefined) where.push(eq(btsBranches.regionId, region));
    if (district !== undefined) where.push(eq(btsBranches.districtId, district));
    return this.db.orm
      .select()
      .from(btsBranches)
      .where(and(...where))
      .orderBy(asc(btsBranches.id));
  }

  takeawayLocations() {
    return this.db.orm.select().from(takeawayLocations).orderBy(asc(takeawayLocations.id));
  }
}
