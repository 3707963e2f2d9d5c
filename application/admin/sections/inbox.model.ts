import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import {
  sameItem,
  type InboxFilter,
  type InboxItemKey,
  type InboxPage,
  type InboxPhotoKey,
} from "./inbox.types";

/** The inbox was shown with the URL's filters (again when they change, or to retry). */
export const inboxOpened = createEvent<InboxFilter>();
export const closeRequested = createEvent<InboxItemKey>();

const local = { serialize: "ignore" } as const;
export const $inbox = createStore<InboxPage | null>(null, local);
export const $inboxStatus = createStore<LoadStatus>("idle", local);
export const $inboxRefusal = createStore<Refusal | null>(null, local);
/** The item being closed. */
export const $closing = createStore<InboxItemKey | null>(null, local);
/** The last refused close: which item, and why. */
export const $closeRefusal = createStore<(InboxItemKey & { refusal: Refusal }) | null>(null, local);
const $asked = createStore<InboxFilter | null>(null, local);

export const inboxFx = attach({
  source: $adminGateway,
  effect: async (gateway, filter: InboxFilter) => ({
    filter,
    page: await requireAdmin(gateway).inbox.items(filter),
  }),
});
export const closeFx = attach({
  source: $adminGateway,
  effect: (gateway, { kind, id }: InboxItemKey) => requireAdmin(gateway).inbox.close(kind, id),
});
/** A bug report's photo as bytes; the page makes it something an <img> shows. */
export const inboxPhotoFx = attach({
  source: $adminGateway,
  effect: (gateway, { id, n }: InboxPhotoKey) => requireAdmin(gateway).inbox.photo(id, n),
});

sample({ clock: inboxOpened, target: [$asked, inboxFx] });
sample({ clock: inboxOpened, fn: () => null, target: $closeRefusal });
sample({ clock: inboxFx, fn: (): LoadStatus => "pending", target: $inboxStatus });
const loaded = sample({
  clock: inboxFx.doneData,
  source: $asked,
  filter: (asked, { filter }) => asked === filter,
  fn: (_, { page }) => page,
});
sample({ clock: loaded, target: $inbox });
sample({ clock: loaded, fn: (): LoadStatus => "ready", target: $inboxStatus });
sample({ clock: loaded, fn: () => null, target: $inboxRefusal });
const failed = sample({
  clock: inboxFx.fail,
  source: $asked,
  filter: (asked, { params }) => asked === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: failed, target: $inboxRefusal });
sample({ clock: failed, fn: (): LoadStatus => "error", target: $inboxStatus });

// One close at a time.
sample({
  clock: closeRequested,
  source: $closing,
  filter: (busy) => busy === null,
  fn: (_, key) => key,
  target: closeFx,
});
$closing.on(closeFx, (_, key) => key).reset(closeFx.finally);
sample({ clock: closeFx, fn: () => null, target: $closeRefusal });
sample({
  clock: closeFx.fail,
  fn: ({ params, error }) => ({ ...params, refusal: refusalOf(error) }),
  target: $closeRefusal,
});
// Closed, it leaves the open list; a list that shows closed ones too keeps it, now marked closed.
sample({
  clock: closeFx.doneData,
  source: { page: $inbox, asked: $asked },
  filter: ({ page }) => page !== null,
  fn: ({ page, asked }, item) => {
    const { results, total, totalPages } = page!;
    if (asked?.state === "open")
      return { results: results.filter((r) => !sameItem(r, item)), total: total - 1, totalPages };
    return { results: results.map((r) => (sameItem(r, item) ? item : r)), total, totalPages };
  },
  target: $inbox,
});
