import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { storyList } from "../application/content/content-reads.ts";
import { storyItems } from "../db/schema/index.ts";
import { eq } from "drizzle-orm";
import { apiRoute } from "./api-route.ts";
import { notFound } from "./errors.ts";

export function storyRoutes(app: FastifyInstance, s: Services) {
  // has_seen differs per user or fingerprint, so these answers are never shared.
  apiRoute(app, s, "stories", async ({ lang, owner }) => ({ results: await storyList(s, lang, owner) }));

  /** A GET that writes (as the contract has it): remembers the item as seen by this user or fingerprint. */
  apiRoute(app, s, "storyItemRead", async ({ params, owner }) => {
    const [item] = await s.db.orm.select({ id: storyItems.id }).from(storyItems).where(eq(storyItems.id, params.id));
    if (!item) throw notFound();
    if (owner) await s.db.query("INSERT INTO story_views (owner, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [owner, item.id]);
    return { id: item.id, has_seen: owner !== null };
  });
}
