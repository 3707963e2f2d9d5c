import type { FastifyInstance } from "fastify";
import { CONTENT_TYPES, ImageRenderer } from "../../adapters/images/image.adapter.ts";
import { BadModifier, formatOf, parseModifiers } from "../../adapters/images/image-modifiers.ts";
import {
  logoSvg,
  PICTURE_KEY,
  placeholderSvg,
  productSvg,
  TEMPLATES,
} from "../../adapters/images/picture-templates.ts";
import { fieldsFailure } from "../../platform/failure.ts";
import {
  PICTURE_NAME,
  SHOWN_PICTURE_FOLDERS,
  type PictureFolder,
  type PictureStore,
} from "../../platform/picture-store.port.ts";
import type { MediaCacheBudget } from "./media-cache-budget.ts";
import type { MediaRepository } from "./media.repository.ts";

const YEAR = 31_536_000;
const PICTURE_FOLDERS = new Set(["products", "banners", "stories", "video"]);
/** Uploaded pictures shown here and resized like the drawings; avatars are served as kept, below. */
const RESIZED_UPLOADS = new Set<string>(SHOWN_PICTURE_FOLDERS.filter((f) => f !== "avatars"));

/** The picture asked for is neither stored nor drawn: the placeholder answers instead. */
class NoPicture extends Error {}

/**
 * GET /media/<folder>/<name>.<webp|avif|jpeg|jpg|png>?width=&height=&resize=WxH&quality=&fit=&background=
 * Pictures are read from the picture store (an uploaded name: 24 hex digits) or drawn from their key
 * (template-n-colour), resized and converted by sharp, and cached on disk; an unknown picture answers the
 * placeholder. Names never change meaning, so answers are cached for a year, and a size already cached is
 * answered without asking the store (with a bucket, a hot picture costs no round trip). Bug-report photos
 * are never served here. A store out of reach answers 503 (PictureStoreUnavailable).
 */
export function mediaRoutes(
  app: FastifyInstance,
  deps: { repository: MediaRepository; cacheDir: string; budget: MediaCacheBudget; pictures: PictureStore },
) {
  const renderer = new ImageRenderer(deps.cacheDir, {
    used: (file) => deps.budget.used(file),
    stored: (file, bytes) => deps.budget.stored(file, bytes),
  });

  async function source(folder: string, name: string): Promise<string | null> {
    if (PICTURE_FOLDERS.has(folder)) {
      const m = PICTURE_KEY.exec(name);
      return m ? productSvg(m[1]!, Number(m[2]), m[3]!) : null;
    }
    if (folder === "categories" && TEMPLATES.includes(name)) return productSvg(name, 0, "ef7f1a");
    if (folder === "brands") {
      const title = await deps.repository.brandTitleOfIcon(name);
      return title === null ? null : logoSvg(title);
    }
    return null;
  }

  app.get<{ Params: { folder: string; file: string }; Querystring: Record<string, unknown> }>(
    "/media/:folder/:file",
    async (request, reply) => {
      const { folder, file } = request.params;
      const dot = file.lastIndexOf(".");
      const name = dot > 0 ? file.slice(0, dot) : file;
      if (folder === "avatars") {
        // Uploaded pictures are kept in their two sizes as WebP, already made; modifiers do not apply.
        const small = name.endsWith("-small");
        const stored = await deps.pictures.read(
          "avatars",
          small ? name.slice(0, -"-small".length) : name,
          small ? "small" : "default",
        );
        if (stored) {
          // A new picture gets a new name, so a name's bytes never change.
          return reply
            .header("content-type", CONTENT_TYPES.webp)
            .header("cache-control", `public, max-age=${YEAR}, immutable`)
            .send(stored);
        }
      }
      const format = formatOf(dot > 0 ? file.slice(dot + 1) : "webp") ?? "webp";
      let mods;
      try {
        mods = parseModifiers(request.query, format);
      } catch (error) {
        if (error instanceof BadModifier)
          throw fieldsFailure([{ code: "IMAGE.BAD_MODIFIER", field: error.modifier }]);
        throw error;
      }
      // Uploaded photos are kept once (WebP, default size) and take the modifiers like the drawn pictures.
      const picture = async () =>
        (RESIZED_UPLOADS.has(folder) && PICTURE_NAME.test(name)
          ? await deps.pictures.read(folder as PictureFolder, name, "default")
          : null) ?? (/^[a-z0-9-]{1,64}$/.test(name) ? await source(folder, name) : null);
      let found = true;
      const body = await renderer
        .render(`${folder}/${name}`, async () => (await picture()) ?? Promise.reject(new NoPicture()), mods)
        .catch((error: unknown) => {
          if (!(error instanceof NoPicture)) throw error;
          found = false;
          return renderer.render("placeholder", async () => placeholderSvg(), mods);
        });
      reply.header("content-type", CONTENT_TYPES[mods.format]);
      // A placeholder may be replaced by the real picture later, so it is kept only briefly.
      reply.header("cache-control", found ? `public, max-age=${YEAR}, immutable` : "public, max-age=300");
      if (!found) reply.header("x-placeholder", "1");
      return reply.send(body);
    },
  );
}
