import type { Queryable } from "../database.port.ts";
import { generateBanners, generateContent, generateStories } from "./content.seed.ts";
import { generateGeography } from "./geography.seed.ts";
import { insertRows } from "./insert.ts";
import type { Random } from "./random.ts";
import { generateFooter, generateHeaderMenu, generateSettings } from "./site.seed.ts";

const TR = (p: string) => ({ [`${p}_ru`]: "text", [`${p}_uz`]: "text", [`${p}_sr`]: "text" });
const GEO = { latitude: "numeric", longitude: "numeric" };

/** The shop around the catalogue: geography, delivery points, settings, banners, stories, pages, menus. */
export async function seedSite(tx: Queryable, rng: Random) {
  const geo = generateGeography(rng);
  await insertRows(
    tx,
    "regions",
    { id: "int", soato: "text", ...TR("title"), ...GEO, position: "int" },
    geo.regions,
  );
  await insertRows(
    tx,
    "districts",
    { id: "int", region_id: "int", soato: "text", ...TR("title"), ...GEO, has_takeaway: "boolean" },
    geo.districts,
  );
  await insertRows(
    tx,
    "bts_branches",
    {
      id: "int",
      region_id: "int",
      district_id: "int",
      name: "text",
      ...TR("address"),
      ...GEO,
      working_hours: "text",
      weekdays: "jsonb",
    },
    geo.branches,
  );
  await insertRows(
    tx,
    "takeaway_locations",
    { id: "int", district_id: "int", ...TR("title"), ...GEO },
    geo.takeaway,
  );
  await insertRows(tx, "settings", { key: "text", value: "jsonb" }, generateSettings());
  await insertRows(
    tx,
    "banners",
    { id: "int", position: "int", ...TR("title"), ...TR("sub_title"), image: "text", url: "text" },
    generateBanners(),
  );
  const stories = generateStories();
  await insertRows(
    tx,
    "stories",
    { id: "int", position: "int", ...TR("title"), image: "text" },
    stories.stories,
  );
  await insertRows(
    tx,
    "story_items",
    {
      id: "int",
      story_id: "int",
      position: "int",
      ...TR("title"),
      ...TR("description"),
      image: "text",
      url: "text",
      video: "text",
      video_duration: "int",
    },
    stories.items,
  );
  await insertRows(
    tx,
    "content",
    {
      id: "int",
      kind: "text",
      slug: "text",
      position: "int",
      ...TR("title"),
      ...TR("subtitle"),
      ...TR("body"),
      cover: "text",
      link: "text",
      created_at: "timestamptz",
    },
    generateContent(),
  );
  await insertRows(
    tx,
    "header_menu",
    { id: "int", position: "int", category_id: "int" },
    generateHeaderMenu(),
  );
  await insertRows(
    tx,
    "footer_links",
    { id: "int", column_no: "int", position: "int", ...TR("column"), ...TR("title"), path: "text" },
    generateFooter(),
  );
}
