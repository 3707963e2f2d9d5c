import { demoImage } from "../../../../adapters/fake/demo-data";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import type { ContentKind, PlacedItem } from "../../../../application/admin/sections/content.types";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { localeOf } from "../demo";

// The banners and stories are the fake back office's (adapters/fake/fake-admin-content.ts): four of each,
// titled in Russian as the back office sees them, placed from 1, the third of each hidden. A banner with a
// title longer than a phone's line is this file's own.

/** A list of the fake's, in the storefront's order. */
export const demoPlaced = (kind: ContentKind) => new FakeAdminGateway({ caller: "admin" }).content.list(kind);

/** The second banner's title, the one the removal stories ask about. */
export const DELIVERY_BANNER = "Бесплатная доставка по Ташкенту от 2 000 000 сум";

/** A hidden banner whose title wraps on a phone: what a long campaign name looks like in the list. */
export const LONG_BANNER: PlacedItem = {
  id: 5,
  title: "Весенняя распродажа: скидки до 30% на гидроизоляцию, утеплители и кровельные материалы Технониколь",
  image: demoImage(260, "can"),
  position: 5,
  visible: false,
};

/** A refusal from the server (`status`, `code`) as the back office words it in the story's language. */
export const refusedText = (locale: unknown, status: number, code: string) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(status, "", code)));
