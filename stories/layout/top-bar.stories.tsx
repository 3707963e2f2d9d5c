import { expect } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEMO_CONTACTS } from "../../adapters/fake/fake-content.gateway";
import { TopBar } from "../../ui/layout/top-bar";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/TopBar",
  component: TopBar,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { contacts: DEMO_CONTACTS },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const map = canvas.getByRole("link", { name: /Toshkent/ });
    await expect(map.getAttribute("href")).toContain("z=18");
    await expect(canvas.getByRole("link", { name: /\+998/ }).getAttribute("href")).toBe("tel:+998712000000");
  },
};
export const Loading: Story = { args: { contacts: null } };
