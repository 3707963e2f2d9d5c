import type { FastifyInstance } from "fastify";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Services } from "../application/services.ts";
import { btsBranches, districts, regions, takeawayLocations } from "../db/schema/index.ts";
import { apiRoute } from "./api-route.ts";
import { pick } from "./language.ts";

// Geography changes a few times a year.
const cached = { maxAge: 3600 };

export function geographyRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "regions", async ({ lang, query }) => {
    const size = Math.min(query.size ?? 100, 100);
    const rows = await s.db.orm.select().from(regions).orderBy(asc(regions.position)).limit(size).offset(((query.page ?? 1) - 1) * size);
    return { results: rows.map((r) => ({ id: r.id, title: pick(lang, r.titleRu, r.titleUz, r.titleSr), soato: r.soato, delivery_latitude: Number(r.latitude), delivery_longitude: Number(r.longitude) })) };
  }, cached);

  apiRoute(app, s, "districts", async ({ lang, query }) => {
    const size = Math.min(query.size ?? 200, 500);
    const rows = await s.db.orm.select().from(districts).where(query.region === undefined ? undefined : eq(districts.regionId, query.region))
      .orderBy(asc(districts.regionId), asc(districts.soato)).limit(size).offset(((query.page ?? 1) - 1) * size);
    return { results: rows.map((r) => ({ id: r.id, title: pick(lang, r.titleRu, r.titleUz, r.titleSr), soato: r.soato, delivery_latitude: Number(r.latitude), delivery_longitude: Number(r.longitude), region: { id: r.regionId } })) };
  }, cached);

  apiRoute(app, s, "btsBranches", async ({ lang, query }) => {
    const where: SQL[] = [];
    if (query.region !== undefined) where.push(eq(btsBranches.regionId, query.region));
    if (query.district !== undefined) where.push(eq(btsBranches.districtId, query.district));
    const rows = await s.db.orm.select().from(btsBranches).where(and(...where)).orderBy(asc(btsBranches.id));
    return rows.map((b) => ({ id: b.id, name: b.name, address: pick(lang, b.addressRu, b.addressUz, b.addressSr), latitude: Number(b.latitude), longitude: Number(b.longitude), working_hours: b.workingHours, weekdays: b.weekdays }));
  }, cached);

  apiRoute(app, s, "takeawayLocations", async ({ lang }) => {
    const rows = await s.db.orm.select().from(takeawayLocations).orderBy(asc(takeawayLocations.id));
    return { results: rows.map((t) => ({ id: t.id, title: pick(lang, t.titleRu, t.titleUz, t.titleSr), location: { latitude: Number(t.latitude), longitude: Number(t.longitude) } })) };
  }, cached);
}
