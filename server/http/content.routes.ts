import type { FastifyInstance } from "fastify";
import type { Services } from "../application/services.ts";
import { bannerList, contentOf, footerColumns, headerMenuItems, page, statistics } from "../application/content/content-reads.ts";
import { apiRoute } from "./api-route.ts";
import { notFound } from "./errors.ts";
import { pick } from "./language.ts";
import { CATALOGUE_MAX_AGE } from "./products.routes.ts";

const cached = { maxAge: CATALOGUE_MAX_AGE };
// Counts move with every order and sign-up; a short life keeps the statistics page honest.
const brief = { maxAge: 10 };

export function contentRoutes(app: FastifyInstance, s: Services) {
  apiRoute(app, s, "banners", async ({ lang, query }) => ({ results: await bannerList(s, lang, Math.min(query.size ?? 10, 50)) }), cached);
  apiRoute(app, s, "headerMenu", async ({ lang }) => ({ results: await headerMenuItems(s, lang) }), cached);
  apiRoute(app, s, "footer", async ({ lang }) => ({ results: await footerColumns(s, lang) }), cached);

  apiRoute(app, s, "faq", async ({ lang }) => ({
    results: (await contentOf(s, "faq")).map((r) => ({ id: r.id, question: pick(lang, r.titleRu, r.titleUz, r.titleSr), answer: pick(lang, r.bodyRu, r.bodyUz, r.bodySr) })),
  }), cached);

  apiRoute(app, s, "videoLessons", async ({ lang }) => ({
    results: (await contentOf(s, "video")).map((r) => ({ id: r.id, title: pick(lang, r.titleRu, r.titleUz, r.titleSr), cover: r.cover ? s.media.imageSet("video", r.cover) : null, video: r.link ?? "" })),
  }), cached);

  apiRoute(app, s, "liveStream", async ({ lang }) =>
    (await contentOf(s, "live")).map((r) => ({ id: r.id, title: pick(lang, r.titleRu, r.titleUz, r.titleSr), cover: r.cover ? s.media.imageSet("video", r.cover) : null, link: r.link ?? "" })), cached);

  apiRoute(app, s, "instructionsList", async ({ lang }) => ({
    results: (await contentOf(s, "instruction")).map((r) => ({ id: r.id, title: pick(lang, r.titleRu, r.titleUz, r.titleSr), description: pick(lang, r.subtitleRu, r.subtitleUz, r.subtitleSr) || null })),
  }), cached);

  apiRoute(app, s, "instructionDetail", async ({ lang, params }) => {
    const row = (await contentOf(s, "instruction")).find((r) => r.id === params.id);
    if (!row) throw notFound();
    // Votes belong to the support module; until it records them nobody has answered.
    return { title: pick(lang, row.titleRu, row.titleUz, row.titleSr), content: pick(lang, row.bodyRu, row.bodyUz, row.bodySr), is_answered: false };
  });

  apiRoute(app, s, "staticPage", async ({ lang, params }) => {
    const found = await page(s, lang, params.slug);
    if (!found) throw notFound();
    return found;
  }, cached);

  apiRoute(app, s, "posts", async ({ lang }) => ({
    results: (await contentOf(s, "post")).map((r) => ({
      id: r.id,
      title: pick(lang, r.titleRu, r.titleUz, r.titleSr),
      cover: r.cover ? s.media.imageSet("video", r.cover) : null,
      excerpt: pick(lang, r.subtitleRu, r.subtitleUz, r.subtitleSr) || null,
    })),
  }), cached);

  apiRoute(app, s, "postDetail", async ({ lang, params }) => {
    const row = (await contentOf(s, "post")).find((r) => r.id === params.id);
    if (!row) throw notFound();
    return {
      id: row.id,
      title: pick(lang, row.titleRu, row.titleUz, row.titleSr),
      cover: row.cover ? s.media.imageSet("video", row.cover) : null,
      body: pick(lang, row.bodyRu, row.bodyUz, row.bodySr),
    };
  }, cached);

  apiRoute(app, s, "statistics", async () => statistics(s), brief);
}
