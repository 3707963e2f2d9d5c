import type { Decorator } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";

export { frozenClock, NOW, SENT_LONG_AGO, SENT_RECENTLY, textIn } from "../../account/flow-story-helpers";

/** A 320 px phone less the story's 16 px padding on each side: the narrowest width the shop lays out. */
export const PHONE_WIDTH = 288;

export const phoneColumn: Decorator = (Story) => (
  <Box w={`${PHONE_WIDTH}px`} data-testid="phone-column">
    <Story />
  </Box>
);

/** A column as wide as the checkout's step column on a desktop. */
export const stepColumn: Decorator = (Story) => (
  <Box maxW="2xl">
    <Story />
  </Box>
);

/** A column as wide as the price summary beside the steps on a desktop. */
export const summaryColumn: Decorator = (Story) => (
  <Box maxW="sm">
    <Story />
  </Box>
);

const TARGETS = "button, select, input:not([type=radio]):not([type=checkbox]), a[href], [role=application]";

/**
 * Nothing in the phone column sticks out of it (clipped or scrolled sideways at 320 px), and everything a
 * finger presses is at least 44 px high (a radio or checkbox counts by its label).
 */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>("[data-testid=phone-column]")!;
  const edge = column.getBoundingClientRect().right + 0.5;
  const sticking = [...column.querySelectorAll<HTMLElement>("*")]
    .filter((el) => el.getBoundingClientRect().right > edge && el.getClientRects().length > 0)
    .filter((el) => !el.closest("svg") || el.tagName.toLowerCase() === "svg")
    .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""}`);
  await expect(sticking).toEqual([]);
  await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  const small = [
    ...column.querySelectorAll<HTMLElement>(`${TARGETS}, input[type=radio], input[type=checkbox]`),
  ]
    .map((el) => (el.matches("input[type=radio], input[type=checkbox]") ? (el.closest("label") ?? el) : el))
    .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height < 44)
    .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
  await expect(small).toEqual([]);
}
