import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, fn, userEvent } from "storybook/test";
import { $updateAvailable } from "../../application/app/update.model";
import { UpdateBanner } from "../../ui/layout/update-banner";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/UpdateBanner",
  component: UpdateBanner,
  ...appStory,
  args: { onReload: fn() },
  parameters: {
    layout: "fullscreen",
    app: {
      prepare: async (scope: Scope) => {
        await allSettled($updateAvailable, { scope, params: true });
      },
    },
  },
} satisfies Meta<typeof UpdateBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Reload|Обновить|Янгилаш|Yangilash/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
export const UpToDate: Story = { parameters: { app: { prepare: async () => undefined } } };
