import { array, create, enums, nullable, number, string, type, type Infer } from "superstruct";
import { INBOX_KINDS, type InboxItem, type InboxPage } from "../../application/admin/sections/inbox.types";

// admin-inbox.routes.ts's answers, checked where they enter the storefront.

const Item = type({
  kind: enums(INBOX_KINDS),
  id: number(),
  text: string(),
  full_name: nullable(string()),
  phone: nullable(string()),
  // Links to the guarded photo route; the gateway asks for a photo by its report's id and place instead.
  photos: array(string()),
  created_at: nullable(string()),
  closed_at: nullable(string()),
  closed_by: nullable(type({ full_name: nullable(string()), phone: nullable(string()) })),
});
const Page = type({ count: number(), results: array(Item) });

const blank = (text: string | null) => (text?.trim() ? text.trim() : null);

function fromWire(w: Infer<typeof Item>): InboxItem {
  return {
    kind: w.kind,
    id: w.id,
    text: w.text,
    sender: { fullName: blank(w.full_name), phone: blank(w.phone) },
    photoCount: w.kind === "bug" ? w.photos.length : 0,
    createdAt: w.created_at,
    closedAt: w.closed_at,
    closedBy: w.closed_by && { fullName: blank(w.closed_by.full_name), phone: blank(w.closed_by.phone) },
  };
}

export const inboxItemFromWire = (json: unknown) => fromWire(create(json, Item));

export function inboxPageFromWire(json: unknown, pageSize: number): InboxPage {
  const page = create(json, Page);
  return {
    results: page.results.map(fromWire),
    total: page.count,
    totalPages: Math.max(1, Math.ceil(page.count / pageSize)),
  };
}
