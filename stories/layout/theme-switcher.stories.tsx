import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ThemeSwitcher } from "../../ui/layout/theme-switcher";
import { appStory } from "../support/app-story";

const meta = { title: "Layout/ThemeSwitcher", component: ThemeSwitcher, ...appStory } satisfies Meta<
  typeof ThemeSwitcher
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Toggles: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByTestId("theme-switcher");
    const before = button.getAttribute("data-theme-value");
    await userEvent.click(button);
    const after = button.getAttribute("data-theme-value");
    await expect(after).not.toBe(before);
    await expect(canvasElement.ownerDocument.documentElement.classList.contains(after!)).toBe(true);
    await userEvent.click(button);
  },
};
