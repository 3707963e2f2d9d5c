import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { expect } from "storybook/test";
import { BelowFold } from "../../ui/layout/below-fold";

function Page({ sections }: { sections: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="6">
      <Heading size="lg">{t({ id: "home.mostSold", message: "Best sellers" })}</Heading>
      {Array.from({ length: sections }, (_, i) => (
        <BelowFold key={i} estimate="120px">
          <Box borderWidth="1px" borderRadius="l2" p="4" h="120px" data-testid="section">
            <Text>
              {t({ id: "home.recommended", message: "Recommended for you" })} {i + 1}
            </Text>
          </Box>
        </BelowFold>
      ))}
    </Stack>
  );
}

const meta = {
  title: "Layout/BelowFold",
  component: Page,
  args: { sections: 3 },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sections render as they are; the browser only defers their rendering work while they are off screen.
 */
export const Sections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId("section")).toHaveLength(3);
    const wrapper = canvasElement.querySelector("[data-below-fold]")!;
    await expect(getComputedStyle(wrapper).contentVisibility).toBe("auto");
    await expect(getComputedStyle(wrapper).containIntrinsicHeight).toBe("auto 120px");
  },
};

/** With nothing inside, it takes no room once rendered. */
export const Empty: Story = {
  args: { sections: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByTestId("section")).toHaveLength(0);
  },
};
