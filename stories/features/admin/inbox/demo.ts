import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { InboxFilter } from "../../../../application/admin/sections/inbox.types";

// The inbox's demo data is the fake back office's (adapters/fake/fake-admin-inbox.ts): open are bug report
// 31 (signed in, two photos), feedback 118 and bug report 30 (anonymous, one photo); closed are feedback 117
// and bug report 27. The fake draws its bug photos as small PNGs in memory.

export const OPEN: InboxFilter = { kind: "all", state: "open", page: 1 };
export const EVERYTHING: InboxFilter = { kind: "all", state: "all", page: 1 };

/** A page of the fake's inbox, and the fake's own photo loader (every call recorded on `fake`). */
export async function demoInbox(options: FakeAdminOptions = {}, filter: InboxFilter = OPEN) {
  const fake = new FakeAdminGateway(options);
  return {
    inbox: await fake.inbox.items(filter),
    fake,
    loadPhoto: ({ id, n }: { id: number; n: number }) => fake.inbox.photo(id, n),
  };
}
