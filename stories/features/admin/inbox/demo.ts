import { expect, waitFor } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { DEMO_INBOX } from "../../../../adapters/fake/fake-admin-inbox";
import type { InboxFilter, InboxItem, InboxKind } from "../../../../application/admin/sections/inbox.types";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { localeOf } from "../demo";

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

/** One of the fake's items: bug reports 31, 30 and 27, feedback 118 and 117. */
export function demoItem(kind: InboxKind, id: number): InboxItem {
  const item = DEMO_INBOX.find((i) => i.kind === kind && i.id === id);
  if (!item) throw new Error(`No demo ${kind} ${id}`);
  return item;
}

/**
 * A bug report whose words do not fit a phone's line as they are: a sender's full name with patronymic, a
 * link pasted without spaces, and several lines; with both of report 31's photos.
 */
export const LONG_ITEM: InboxItem = {
  ...demoItem("bug", 31),
  sender: { fullName: "Abdurahmonov Shohruhmirzo Baxtiyorovich", phone: "+998935557788" },
  text:
    "Toʻlovdan keyin sahifa ochilmayapti:\n" +
    "https://qurilish-bozori.uz/checkout/payment/callback?order=10452&provider=payme&status=pending_confirmation" +
    "\nIkki marta urinib koʻrdim, pul yechildi, buyurtma esa «Kutilmoqda» holatida qoldi. Iltimos, tekshirib " +
    "bering va qoʻngʻiroq qiling.",
};

/** What a card says when the server no longer has the item it closes (404), in the story's language. */
export const goneText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(404, "", "GENERIC.NOT_FOUND")));

/** The thumbnails' pictures, once every one of `count` has come through the loader and decoded. */
export const photosShown = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => {
    const imgs = [...canvasElement.querySelectorAll<HTMLImageElement>("[data-testid=bug-photo] img")];
    expect(imgs).toHaveLength(count);
    for (const img of imgs) {
      expect(img.src).toMatch(/^blob:/);
      expect(img.complete && img.naturalWidth > 0).toBe(true);
    }
  });
