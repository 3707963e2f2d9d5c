import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SiteHeader } from "../../ui/layout/site-header";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  ...appStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounts: Story = { args: { basketCount: 3, savedCount: 120 } };

export const MegaMenuOpen: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId("catalogue-button"));
    const menu = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(menu.querySelectorAll("a").length).toBeGreaterThan(10);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe("hidden");
    await userEvent.click(canvas.getByTestId("catalogue-button"));
    await waitFor(() => expect(canvasElement.ownerDocument.body.style.overflow).not.toBe("hidden"));
  },
};
