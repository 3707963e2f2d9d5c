/** What reaches the shop: the contact form's messages and the shoppers' bug reports. */
export const INBOX_KINDS = ["feedback", "bug"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_FILTERS = ["all", ...INBOX_KINDS] as const;
export type InboxKindFilter = (typeof INBOX_KIND_FILTERS)[number];
/** Open items are the work left to do, so the inbox shows them unless told otherwise. */
export const INBOX_STATES = ["open", "closed", "all"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export interface InboxFilter {
  readonly kind: InboxKindFilter;
  readonly state: InboxState;
  readonly page: number;
}

/** Items a page holds; the list asks for exactly this many so it can count its pages. */
export const INBOX_PAGE_SIZE = 20;

export interface InboxPerson {
  readonly fullName: string | null;
  readonly phone: string | null;
}

/** A feedback message or a bug report. */
export interface InboxItem {
  readonly kind: InboxKind;
  readonly id: number;
  readonly text: string;
  /** Feedback names its sender; a bug report only when it was sent signed in. */
  readonly sender: InboxPerson;
  /** A bug report's photos, fetched one by one with the staff's token (the port's photo). */
  readonly photoCount: number;
  /** ISO time. */
  readonly createdAt: string | null;
  readonly closedAt: string | null;
  readonly closedBy: InboxPerson | null;
}

export interface InboxPage {
  readonly results: readonly InboxItem[];
  readonly total: number;
  readonly totalPages: number;
}

export interface InboxItemKey {
  readonly kind: InboxKind;
  readonly id: number;
}

export interface InboxPhotoKey {
  readonly id: number;
  readonly n: number;
}

export const sameItem = (a: InboxItemKey, b: InboxItemKey) => a.kind === b.kind && a.id === b.id;
