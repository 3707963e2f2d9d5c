import type { ContentKind, PlacedItem } from "./content.types";
import type { PlacedDraft, StaffText, TextDraft, TextKind } from "./content-edit.types";

/**
 * Banners and stories made and removed, pages and posts rewritten (permission content.edit). A refused
 * field is a Refused with FIELD.REQUIRED or FIELD.INVALID naming it; an unknown id GENERIC.NOT_FOUND.
 */
export interface AdminContentEditCalls {
  /** A new banner or story, last in its list and shown at once. */
  create(kind: ContentKind, draft: PlacedDraft): Promise<PlacedItem>;
  remove(kind: ContentKind, id: number): Promise<void>;
  texts(kind: TextKind): Promise<readonly StaffText[]>;
  saveText(kind: TextKind, id: number, draft: TextDraft): Promise<StaffText>;
}
