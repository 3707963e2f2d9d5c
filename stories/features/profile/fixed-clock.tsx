import type { Decorator } from "@storybook/react-vite";
import { CountdownClock } from "../../../ui/features/account/countdown-clock";

/** The stories' "now": a code sent 15 s before it shows 00:45 in every run. */
export const STORY_NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
export const SENT_15_S_AGO = STORY_NOW - 15_000;
/** Long enough ago that the resend link shows instead of the countdown. */
export const SENT_LONG_AGO = STORY_NOW - 5 * 60_000;

/** The code step's countdown reads this fixed clock, so no screenshot catches a second in motion. */
export const fixedClock: Decorator = (Story) => (
  <CountdownClock value={() => STORY_NOW}>
    <Story />
  </CountdownClock>
);
