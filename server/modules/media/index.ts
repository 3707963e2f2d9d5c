import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { MediaRepository } from "./media.repository.ts";
import { mediaRoutes } from "./media.routes.ts";

/** Pictures: drawn from their key, resized and converted by sharp, cached on disk, under /media/. */
export function createMediaModule(deps: { db: Database; dataDir: string; pictures: PictureStore }) {
  const repository = new MediaRepository(deps.db);
  return {
    register: (app: FastifyInstance) =>
      mediaRoutes(app, { repository, dataDir: deps.dataDir, pictures: deps.pictures }),
  };
}
