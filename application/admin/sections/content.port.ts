import type { ContentKind, PlacedChange, PlacedItem } from "./content.types";

/**
 * The back office's calls on admin/banners/ and stories/ (position and visibility). An unknown id is refused
 * with 404, a bad value with FIELD.INVALID naming it; a change answers with the row as it now stands.
 */
export interface AdminContentCalls {
  list(kind: ContentKind): Promise<readonly PlacedItem[]>;
  place(kind: ContentKind, id: number, change: PlacedChange): Promise<PlacedItem>;
}
