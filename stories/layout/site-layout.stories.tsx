import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Text } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { SiteLayout } from "../../ui/layout/site-layout";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/SiteLayout",
  component: SiteLayout,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <Box p="10">
        <Text>Page content</Text>
      </Box>
    ),
  },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: /./ })).toBeInTheDocument();
  },
};
export const ProductsRouteHasNoStrip: Story = {
  parameters: { app: { path: "/products" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryAllByRole("link", { name: /Қуруқ аралашмалар|Quruq aralashmalar|Сухие смеси/ }).length,
    ).toBeLessThanOrEqual(1);
  },
};
