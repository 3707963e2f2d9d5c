import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { InboxItem, InboxPage } from "../../application/admin/sections/inbox.types";

// The inbox calls' answers (contract/admin-feedback.endpoints.ts), as the pages read them.

type Item = AdminAnswer<"adminInboxClose">;

const blank = (text: string | null) => (text?.trim() ? text.trim() : null);

function fromWire(w: Item): InboxItem {
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

export const inboxItemFromWire = fromWire;

export function inboxPageFromWire(page: AdminAnswer<"adminInbox">, pageSize: number): InboxPage {
  return {
    results: page.results.map(fromWire),
    total: page.count,
    totalPages: Math.max(1, Math.ceil(page.count / pageSize)),
  };
}
