import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor } from "storybook/test";
import { SearchBox } from "../../../ui/features/search/search-box";
import { appStory } from "../../support/app-story";

const meta = {
  title: "Features/Search/SearchBox",
  component: SearchBox,
  ...appStory,
  render: () => (
    <Box h="360px" w="xl">
      <SearchBox />
    </Box>
  ),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypingLatin: Story = {
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /./ }), "Sement");
    await expect(canvas.queryByTestId("search-dropdown")).toBeNull();
    await waitFor(() => expect(canvas.getAllByTestId("search-match").length).toBeGreaterThan(0), {
      timeout: 3000,
    });
  },
};

export const NothingFound: Story = {
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: /./ }), "qwertyzz");
    await waitFor(() => expect(canvas.getByTestId("search-not-found")).toBeVisible(), { timeout: 3000 });
  },
};
