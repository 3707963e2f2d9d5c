import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppPromo } from "../../ui/layout/app-promo";

const meta = { title: "Layout/AppPromo", component: AppPromo } satisfies Meta<typeof AppPromo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Soon: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByText("App Store"));
    const tip = await within(canvasElement.ownerDocument.body).findByRole("tooltip");
    await waitFor(() => expect(tip).toBeVisible());
  },
  tags: ["no-visual"],
};
export const NoLinks: Story = {};
export const WithLinks: Story = {
  args: {
    appStore: "https://apps.apple.com/app/id1",
    googlePlay: "https://play.google.com/store/apps/details?id=uz.qurilish",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Google Play/ }).getAttribute("href")).toContain(
      "play.google.com",
    );
  },
};
