/** The storefront's two placed lists the back office orders and shows or hides. */
export const CONTENT_KINDS = ["banners", "stories"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A banner or a story: its picture, its title in the page's language, where it stands, whether shown. */
export interface PlacedItem {
  readonly id: number;
  readonly title: string;
  /** The picture's address. */
  readonly image: string;
  /** Smaller first; the server lists by position, then id. */
  readonly position: number;
  readonly visible: boolean;
}

export interface PlacedChange {
  readonly position?: number;
  readonly visible?: boolean;
}

export type MoveDirection = "up" | "down";

/**
 * The positions to save so `id` trades places with its neighbour: the two positions swapped, or, when the
 * two share a position (rows saved before any order was set), every row numbered by its place, since a swap
 * of equal numbers would change nothing. Empty when there is no neighbour that way.
 */
export function reorder(
  items: readonly PlacedItem[],
  id: number,
  direction: MoveDirection,
): { id: number; position: number }[] {
  const i = items.findIndex((item) => item.id === id);
  const j = direction === "up" ? i - 1 : i + 1;
  const a = items[i];
  const b = items[j];
  if (!a || !b) return [];
  if (a.position !== b.position)
    return [
      { id: a.id, position: b.position },
      { id: b.id, position: a.position },
    ];
  const order = items.map((item) => item.id);
  [order[i], order[j]] = [order[j]!, order[i]!];
  return order
    .map((itemId, position) => ({ id: itemId, position }))
    .filter(({ id: itemId, position }) => items.find((item) => item.id === itemId)!.position !== position);
}
