import { Box } from "@chakra-ui/react";
import type { Decorator } from "@storybook/react-vite";

/**
 * The narrowest phone the shop lays out for (spec: under 320 px goes to /mobile), with the page's own 16 px
 * sides, so a story can prove nothing in it is pushed past the edge.
 */
export const PHONE_WIDTH = 320;

export const onPhone: Decorator = (Story) => (
  <Box w={`${PHONE_WIDTH}px`} px="4" py="4" data-testid="phone-frame">
    <Story />
  </Box>
);

/** Stories framed on a phone are shown without Storybook's padding around them. */
export const phoneParameters = { layout: "fullscreen" } as const;
