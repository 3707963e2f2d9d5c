import { translateError } from "../../../ui/i18n/validation-messages";
import { createI18n } from "../../../ui/i18n/create-i18n";
import type { DomainError } from "../../../domain/errors";
import { localeOf } from "../../support/text-in";
import { pictureFile } from "../profile/picture-files";

export { localeOf, textIn } from "../../support/text-in";
export { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";

/** The translated message of a domain error, as the form shows it. */
export const errorIn = (locale: unknown, error: DomainError) =>
  translateError(createI18n(localeOf(locale)), error);

// Colours a buyer's photos might have: brick, cement, tile, paint.
const COLOURS = ["#b5523b", "#9aa3a8", "#3f7f8c", "#e0b43c", "#6a4fa3"];

/** `count` real photos (PNG, the second a JPEG), each a flat colour so the previews are stable. */
export function demoPhotos(count: number): Promise<File[]> {
  return Promise.all(
    COLOURS.slice(0, count).map((colour, i) =>
      i === 1
        ? pictureFile(`photo-${i + 1}.jpg`, colour, "image/jpeg")
        : pictureFile(`photo-${i + 1}.png`, colour),
    ),
  );
}

/** A file that is no photo at all. */
export const textFile = () => new File(["Delivery notes"], "notes.txt", { type: "text/plain" });

/** A review photo as the server links it, drawn as a flat-colour square. */
export function demoReviewPhoto(colour: string, label: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" ` +
    `fill="${colour}"/><text x="320" y="260" font-size="64" text-anchor="middle" fill="#fff" ` +
    `font-family="sans-serif">${label}</text></svg>`;
  const url = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
  return { thumb: url, large: url };
}
