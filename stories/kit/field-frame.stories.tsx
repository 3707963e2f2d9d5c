import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { FieldFrame } from "../../ui/kit/field-frame";

const meta = {
  title: "Kit/FieldFrame",
  component: FieldFrame,
  args: {
    label: "Full name",
    id: "story-field",
    children: (control) => <Input {...control} defaultValue="Aziz Karimov" />,
  },
} satisfies Meta<typeof FieldFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelperText: Story = {
  args: { helperText: "As in your passport" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-describedby", "story-field-helper");
  },
};
export const Required: Story = { args: { required: true } };
export const Empty: Story = { args: { children: (control) => <Input {...control} /> } };
export const WithError: Story = {
  args: { error: "Value is required", helperText: "As in your passport" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-describedby", "story-field-error");
    await expect(canvas.getByText("Value is required")).toBeVisible();
    await expect(canvas.queryByText("As in your passport")).toBeNull();
  },
};
export const Disabled: Story = { args: { disabled: true } };
