import { found } from "../../platform/failure.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import { CATALOGUE_MAX_AGE } from "../catalogue/index.ts";
import type { ContentService } from "./content.service.ts";
import type { SupportService } from "./support.service.ts";

const cached = { maxAge: CATALOGUE_MAX_AGE };
// Counts move with every order and sign-up; a short life keeps the statistics page honest.
const brief = { maxAge: 10 };

export function contentRoutes(content: ContentService, support: SupportService): RouteTable {
  return [
    route(
      "banners",
      async ({ lang, query }) => ({ results: await content.banners(lang, Math.min(query.size ?? 10, 50)) }),
      cached,
    ),
    route("headerMenu", async ({ lang }) => ({ results: await content.headerMenu(lang) }), cached),
    route("footer", async ({ lang }) => ({ results: await content.footer(lang) }), cached),
    route("faq", async ({ lang }) => ({ results: await content.faq(lang) }), cached),
    route("videoLessons", async ({ lang }) => ({ results: await content.videoLessons(lang) }), cached),
    route("liveStream", async ({ lang }) => content.liveStream(lang), cached),
    route("instructionsList", async ({ lang }) => ({ results: await content.instructions(lang) }), cached),
    // is_answered is this user's or guest's: never cached.
    route("instructionDetail", async ({ lang, params, owner }) => ({
      ...found(await content.instruction(lang, params.id)),
      is_answered: await support.answered(params.id, owner),
    })),
    route("staticPage", async ({ lang, params }) => found(await content.page(lang, params.slug)), cached),
    route("posts", async ({ lang }) => ({ results: await content.posts(lang) }), cached),
    route("postDetail", async ({ lang, params }) => found(await content.post(lang, params.id)), cached),
    route("statistics", async () => content.statistics(), brief),
    route("contacts", async ({ lang }) => found(await content.contacts(lang)), cached),
    route(
      "application",
      async ({ body, owner, reply }) => {
        const id = await content.application(body, owner);
        reply.code(201);
        return { id };
      },
      { inbox: true },
    ),
    // Shared and cached with nothing seen (a page's render asks for it); has_seen is this user's or
    // fingerprint's, marked on a copy that only their browser may keep.
    route("stories", async ({ lang }) => ({ results: await content.stories(lang) }), {
      ...cached,
      ownMarks: async (answer, owner) => {
        const results = await content.markSeen(answer.results, owner);
        return results && { ...answer, results };
      },
    }),
    /** A GET that writes (as the contract has it): remembers the item as seen by this user or fingerprint. */
    route("storyItemRead", async ({ params, owner }) => found(await content.storyItemRead(params.id, owner))),
  ];
}
