import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { failure, found } from "../../platform/failure.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import {
  INBOX_KINDS,
  type AdminInboxRepository,
  type InboxKind,
  type InboxRow,
} from "./admin-inbox.repository.ts";
import { fillPath } from "../../../contract/url.ts";
import { idOf, invalid, iso, listPage, originOf, pageOf, queryOf } from "./admin-input.ts";

const isKind = (v: unknown): v is InboxKind => (INBOX_KINDS as readonly unknown[]).includes(v);

/**
 * The inbox of feedback and bug reports. A bug report's photos may show a shopper's screen, so they are
 * never under /media/: only this guarded route serves them.
 */
export function registerAdminInbox(
  app: FastifyInstance,
  deps: {
    inbox: AdminInboxRepository;
    pictures: PictureStore;
    clock: () => Date;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { inbox, guard } = deps;
  const photoPath = (id: number, n: number) => fillPath(adminEndpoints.adminInboxPhoto.path, { id, n });
  const view = (origin: string) => (r: InboxRow) => ({
    kind: r.kind,
    id: r.id,
    text: r.text,
    full_name: r.fullName,
    phone: r.phone,
    photos: r.photos.map((_, n) => `${origin}/api/v1/${photoPath(r.id, n)}`),
    created_at: iso(r.createdAt),
    closed_at: iso(r.closedAt),
    closed_by:
      r.closedById === null ? null : { id: r.closedById, full_name: r.closedByName, phone: r.closedByPhone },
  });

  app.get(routePath(adminEndpoints.adminInbox.path), { preHandler: guard }, async (request) => {
    const query = queryOf(request);
    const kind = query.kind === undefined || query.kind === "" ? null : query.kind;
    if (kind !== null && !isKind(kind)) throw invalid("kind");
    const state = query.state === undefined || query.state === "" ? null : query.state;
    if (state !== null && state !== "open" && state !== "closed") throw invalid("state");
    const page = pageOf(query);
    const { rows, total } = await inbox.page(
      kind,
      state === null ? null : state === "open",
      page.page,
      page.size,
    );
    return listPage(request, deps.publicUrl, rows.map(view(originOf(request, deps.publicUrl))), total, page);
  });

  app.post<{ Params: { kind: string; id: string } }>(
    routePath(adminEndpoints.adminInboxClose.path),
    { preHandler: guard },
    async (request) => {
      const { kind } = request.params;
      if (!isKind(kind)) throw failure("GENERIC.NOT_FOUND");
      const id = idOf(request.params.id);
      await inbox.close(kind, id, request.userId!, deps.clock());
      return view(originOf(request, deps.publicUrl))(found(await inbox.one(kind, id)));
    },
  );

  app.get<{ Params: { id: string; n: string } }>(
    routePath(adminEndpoints.adminInboxPhoto.path),
    { preHandler: guard },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const n = /^[0-3]$/.test(request.params.n) ? Number(request.params.n) : null;
      if (n === null) throw failure("GENERIC.NOT_FOUND");
      const name = await inbox.bugPhoto(id, n);
      const bytes = name ? await deps.pictures.read("reports", name, "default") : null;
      if (!bytes) throw failure("GENERIC.NOT_FOUND");
      return reply.type("image/webp").send(bytes);
    },
  );
}
