import { msg } from "@lingui/core/macro";

/**
 * What the category list says under a row whose move met a level someone else changed meanwhile: the list
 * has been read again, so the person sees the order as it stands and moves again. (The server's own words
 * would name its field, `ids`, which says nothing to a person.)
 */
export const STALE_MOVE = msg({
  id: "admin.tree.moveStale",
  message: "Someone changed this level meanwhile. The list shows it as it is now: move the category again.",
});
