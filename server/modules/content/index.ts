import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { CatalogueTree } from "../catalogue/index.ts";
import { ContentRepository } from "./content.repository.ts";
import { contentRoutes } from "./content.routes.ts";
import { ContentService } from "./content.service.ts";
import { SupportRepository } from "./support.repository.ts";
import { supportRoutes } from "./support.routes.ts";
import { SupportService } from "./support.service.ts";

/**
 * Pages, posts, FAQ, banners, menus, stories, contacts, payment settings, the feedback form, bug reports and
 * instruction votes.
 */
export function createContentModule(deps: {
  db: Database;
  tree: CatalogueTree;
  media: MediaUrls;
  /** Where bug-report photos are kept. */
  pictures: PictureStore;
}) {
  const service = new ContentService(new ContentRepository(deps.db), deps.tree, deps.media);
  const support = new SupportService(new SupportRepository(deps.db), deps.pictures);
  return { service, routes: [...contentRoutes(service, support), ...supportRoutes(support)] };
}
