import type { AdminContentEditCalls } from "../../application/admin/sections/content-edit.port";
import type { ContentKind } from "../../application/admin/sections/content.types";
import type { PlacedDraft, TextDraft, TextKind } from "../../application/admin/sections/content-edit.types";
import type { AdminClient } from "./admin-client";
import {
  placedFromWire,
  placedToWire,
  textFromWire,
  textsFromWire,
  textToWire,
} from "./admin-content-edit.mapper";

/**
 * Banners and stories made and removed, pages and posts rewritten (contract/admin-content-edit.endpoints.ts),
 * called by their registry names.
 */
export class HttpAdminContentEdit implements AdminContentEditCalls {
  constructor(protected readonly api: AdminClient) {}

  async create(kind: ContentKind, draft: PlacedDraft) {
    const body = placedToWire(draft, kind === "banners");
    return placedFromWire(
      kind === "banners"
        ? await this.api.call("adminBannerCreate", { body })
        : await this.api.call("adminStoryCreate", { body }),
    );
  }

  async remove(kind: ContentKind, id: number) {
    await this.api.call(kind === "banners" ? "adminBannerRemove" : "adminStoryRemove", { params: { id } });
  }

  async texts(kind: TextKind) {
    return textsFromWire(await this.api.call(kind === "pages" ? "adminPages" : "adminPosts"));
  }

  async saveText(kind: TextKind, id: number, draft: TextDraft) {
    const input = { params: { id }, body: textToWire(draft) };
    return textFromWire(
      kind === "pages"
        ? await this.api.call("adminPageEdit", input)
        : await this.api.call("adminPostEdit", input),
    );
  }
}
