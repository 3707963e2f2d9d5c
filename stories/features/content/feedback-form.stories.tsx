import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { FeedbackForm } from "../../../ui/features/content/feedback-form";

const meta = {
  title: "Features/Content/FeedbackForm",
  component: FeedbackForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Validates: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getAllByRole("textbox")[0]!, "Aziz");
    await userEvent.type(canvas.getAllByRole("textbox")[1]!, "abc");
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getAllByRole("textbox")[1]!, "d");
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: "Aziz", text: "abcd" });
  },
};
export const Sending: Story = { args: { sending: true } };
