import { expect } from "storybook/test";
import type { Locale } from "../../../ui/i18n/locales";
import { overflowing } from "./demo";
import { onPhone, phoneParameters } from "./phone-frame";

/**
 * What a story needs to be a 320 px phone: the frame, no Storybook padding, and the narrow viewport itself
 * so the phone's media queries apply (the "phone" tag does it for the screenshots, the viewport global for
 * the story tests and the Storybook UI).
 */
export const onPhoneStory = (locale?: Locale) => ({
  tags: ["phone"],
  decorators: [onPhone],
  parameters: phoneParameters,
  globals: { ...(locale && { locale }), viewport: { value: "mobile1", isRotated: false } },
});

const TARGETS = "a[href], button";
// A card's link is its number only, but its overlay makes the whole card the target.
const targetOf = (el: HTMLElement) =>
  el.matches(".chakra-linkbox__overlay") ? (el.closest<HTMLElement>(".chakra-linkbox") ?? el) : el;

/**
 * Nothing pokes out of the phone frame, it does not scroll sideways, and every link or button a finger
 * presses is at least 44 px high.
 */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  await expect(window.innerWidth).toBe(320);
  const frame = canvasElement.querySelector<HTMLElement>("[data-testid=phone-frame]")!;
  await expect(overflowing(frame)).toEqual([]);
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  const small = [...frame.querySelectorAll<HTMLElement>(TARGETS)]
    .filter((el) => el.getClientRects().length > 0 && targetOf(el).getBoundingClientRect().height < 44)
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
  await expect(small).toEqual([]);
}
