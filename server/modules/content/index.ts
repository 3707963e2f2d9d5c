import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { CatalogueTree } from "../catalogue/index.ts";
import { ContentRepository } from "./content.repository.ts";
import { contentRoutes } from "./content.routes.ts";
import { ContentService } from "./content.service.ts";

/** Pages, posts, FAQ, banners, menus, stories, contacts, payment settings and the feedback form. */
export function createContentModule(deps: { db: Database; tree: CatalogueTree; media: MediaUrls }) {
  const service = new ContentService(new ContentRepository(deps.db), deps.tree, deps.media);
  return { service, routes: contentRoutes(service) };
}
