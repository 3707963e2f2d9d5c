import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HtmlContent } from "../../../ui/features/content/html-content";

const meta = {
  title: "Features/Content/HtmlContent",
  component: HtmlContent,
  args: {
    html: '<h2>Sement tanlash</h2><p>Markasi <b>M400</b> – umumiy ishlar uchun.</p><ul><li>Poydevor</li><li>Suvoq</li></ul><script>window.hacked=1</script><a href="javascript:alert(1)" onclick="alert(1)">Havola</a>',
  },
} satisfies Meta<typeof HtmlContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sanitised: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("script")).toBeNull();
    await expect(canvasElement.querySelector("a")?.getAttribute("onclick")).toBeNull();
    await expect(canvasElement.querySelector("a")?.getAttribute("href")).toBe("#");
  },
};
