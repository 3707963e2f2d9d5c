import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LanguageSwitcher } from "../../ui/layout/language-switcher";
import { appStory } from "../support/app-story";

const meta = { title: "Layout/LanguageSwitcher", component: LanguageSwitcher, ...appStory } satisfies Meta<
  typeof LanguageSwitcher
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Choosing: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId("language-switcher"));
    const body = within(canvasElement.ownerDocument.body);
    const latin = await body.findByRole("menuitem", { name: "Oʻzbekcha" });
    await waitFor(() => expect(latin).toBeVisible());
    await expect(body.getByRole("menuitem", { name: "Ўзбекча" })).toBeInTheDocument();
    await userEvent.click(body.getByRole("menuitem", { name: "Русский" }));
    await waitFor(() => expect(canvas.getByTestId("language-switcher")).toHaveTextContent("Русский"));
  },
};
