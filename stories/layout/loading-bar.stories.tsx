import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { LoadingBar } from "../../ui/layout/loading-bar";

const meta = {
  title: "Layout/LoadingBar",
  component: LoadingBar,
  args: { loading: true },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ["no-visual"],
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("loading-bar")).toBeNull();
    await waitFor(() => expect(canvas.getByTestId("loading-bar")).toBeInTheDocument(), { timeout: 1000 });
  },
};
export const Idle: Story = { args: { loading: false } };
