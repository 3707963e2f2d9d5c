import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { found } from "../../platform/failure.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { AdminContentRepository, ContentTable, PlacedRow } from "./admin-content.repository.ts";
import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
import { bodyOf, idOf, invalid, langOf, wholeField } from "./admin-input.ts";

/** Banners and stories: their order and whether the storefront shows them. */
export function registerAdminContent(
  app: FastifyInstance,
  deps: {
    content: AdminContentRepository;
    media: MediaUrls;
    transactor: Transactor;
    outbox: Outbox;
    answersChanged: () => void;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { content, media, guard } = deps;
  const view = (table: ContentTable) => (r: PlacedRow) => ({
    id: r.id,
    title: r.title,
    image: media.url(table, r.image),
    position: r.position,
    visible: r.visible,
  });

  const calls = [
    ["banners", "adminBanners", "adminBannerPlace"],
    ["stories", "adminStories", "adminStoryPlace"],
  ] as const;
  for (const [table, list, place] of calls) {
    app.get(routePath(adminEndpoints[list].path), { preHandler: guard }, async (request) => ({
      results: (await content.list(table, langOf(request))).map(view(table)),
    }));

    app.post<{ Params: { id: string } }>(
      routePath(adminEndpoints[place].path),
      { preHandler: guard },
      async (request) => {
        const id = idOf(request.params.id);
        const body = bodyOf(request);
        const position = wholeField(body, "position", 0, 1_000_000);
        if (body.visible !== undefined && typeof body.visible !== "boolean") throw invalid("visible");
        const visible = body.visible as boolean | undefined;
        const row = await deps.transactor.run(async (tx) => {
          const placed = found(await content.place(tx, table, langOf(request), id, { position, visible }));
          // The public banner and story answers are cached; every process drops them.
          await deps.outbox.add(tx, "cache.invalidate", { scope: "answers" });
          return placed;
        });
        deps.answersChanged();
        return view(table)(row);
      },
    );
  }
}
