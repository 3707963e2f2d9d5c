import type { AdminContentCalls } from "../../application/admin/sections/content.port";
import type { ContentKind, PlacedChange } from "../../application/admin/sections/content.types";
import type { AdminClient } from "./admin-client";

const CALLS = {
  banners: { list: "adminBanners", place: "adminBannerPlace" },
  stories: { list: "adminStories", place: "adminStoryPlace" },
} as const satisfies Record<ContentKind, object>;
import { changeToWire, placedFromWire, placedListFromWire } from "./admin-content.mapper";

/** The back office's banner and story calls (server/modules/admin/admin-content.routes.ts). */
export class HttpAdminContent implements AdminContentCalls {
  constructor(protected readonly api: AdminClient) {}

  async list(kind: ContentKind) {
    return placedListFromWire(await this.api.call(CALLS[kind].list));
  }

  async place(kind: ContentKind, id: number, change: PlacedChange) {
    return placedFromWire(
      await this.api.call(CALLS[kind].place, { params: { id }, body: changeToWire(change) }),
    );
  }
}
