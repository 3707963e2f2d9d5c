import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { MediaCacheBudget } from "./media-cache-budget.ts";
import { MediaRepository } from "./media.repository.ts";
import { mediaRoutes } from "./media.routes.ts";

export { MediaCacheBudget } from "./media-cache-budget.ts";

/**
 * Pictures under /media/: uploaded ones read from the picture store (DATA_DIR/pictures or the S3 bucket),
 * drawn ones from their key, resized and converted by sharp, and cached within `cacheBytes` on this
 * server's own disk (DATA_DIR/media-cache: with a bucket only a copy, which any server may rebuild).
 */
export function createMediaModule(deps: {
  db: Database;
  dataDir: string;
  pictures: PictureStore;
  cacheBytes: number;
}) {
  const repository = new MediaRepository(deps.db);
  const cacheDir = path.join(deps.dataDir, "media-cache");
  return {
    register: (app: FastifyInstance) => {
      const budget = new MediaCacheBudget(cacheDir, deps.cacheBytes, (err) =>
        app.log.warn({ err }, "trimming the image cache failed; tried again at the next render"),
      );
      // In the background: the first requests need not wait for the scan of what an earlier run left.
      void budget.start();
      app.addHook("onClose", () => budget.idle());
      mediaRoutes(app, { repository, cacheDir, budget, pictures: deps.pictures });
    },
  };
}
