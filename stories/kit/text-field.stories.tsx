import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TEXT_FIELD_MAX_LENGTH, TextField, type TextFieldType } from "../../ui/kit/text-field";

interface DemoProps {
  kind: "name" | "password";
  type?: TextFieldType;
  initialValue?: string;
  withHelper?: boolean;
  withError?: boolean;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** Texts come from the kit catalog, so the toolbar language drives them. */
function Demo({
  kind,
  type,
  initialValue = "",
  withHelper,
  withError,
  required,
  disabled,
  onChange,
}: DemoProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(initialValue);
  const isPassword = kind === "password";
  return (
    <Box maxW="sm">
      <TextField
        label={
          isPassword
            ? t({ id: "kit.story.password", message: "Password" })
            : t({ id: "kit.story.fullName", message: "Full name" })
        }
        type={type ?? (isPassword ? "password" : "text")}
        autoComplete={isPassword ? "current-password" : "name"}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        helperText={
          withHelper
            ? isPassword
              ? t({ id: "kit.story.password.helper", message: "At least 8 characters" })
              : t({ id: "kit.story.fullName.helper", message: "As in your passport" })
            : undefined
        }
        error={
          withError
            ? t({ id: "kit.story.minLength", message: "This field should be at least 4 characters long" })
            : undefined
        }
        required={required}
        disabled={disabled}
      />
    </Box>
  );
}

const meta = {
  title: "Kit/TextField",
  component: Demo,
  args: { kind: "name", withHelper: true, onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("maxLength", String(TEXT_FIELD_MAX_LENGTH));
    // The helper text describes the input.
    const helper = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    await expect(helper).not.toBeNull();
    await expect(input).toHaveAccessibleDescription(helper?.textContent ?? "");
  },
};

export const Typing: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.type(input, "Aziz");
    await expect(input).toHaveValue("Aziz");
    await expect(args.onChange).toHaveBeenLastCalledWith("Aziz");
  },
};

export const Filled: Story = { args: { initialValue: "Aziz Karimov" } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeRequired();
    // The marker is shown to sighted users; the required state reaches assistive technology via the
    // attribute.
    const marker = canvasElement.querySelector("label span[aria-hidden=true]");
    await expect(marker).toHaveTextContent("*");
    await expect(marker).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithError: Story = {
  args: { initialValue: "Azi", withError: true, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    const message = document.getElementById(describedBy);
    await expect(message).not.toBeNull();
    await expect(message).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message?.textContent ?? "");
    // Red border and red message.
    for (const colour of [
      getComputedStyle(input).borderColor,
      getComputedStyle(message as HTMLElement).color,
    ]) {
      const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
      await expect(r - Math.max(g, b)).toBeGreaterThan(100);
    }
  },
};

export const Disabled: Story = {
  args: { initialValue: "Aziz Karimov", disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MaxLength: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  args: { withHelper: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.click(input);
    await userEvent.paste("a".repeat(TEXT_FIELD_MAX_LENGTH + 21));
    await expect((input as HTMLInputElement).value).toHaveLength(TEXT_FIELD_MAX_LENGTH);
  },
};

export const PasswordFilled: Story = {
  args: { kind: "password", initialValue: "qurilish2024", withHelper: true },
};

export const PasswordToggle: Story = {
  // Its point is the interaction; its end state repeats PasswordFilled.
  tags: ["no-visual"],
  args: { kind: "password", initialValue: "qurilish2024" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector("input") as HTMLInputElement;
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button");
    const showLabel = toggle.getAttribute("aria-label");
    await expect(showLabel).toBeTruthy();
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await waitFor(() => expect(toggle.getAttribute("aria-label")).not.toBe(showLabel));
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-label", showLabel ?? "");
  },
};

export const PasswordError: Story = {
  args: { kind: "password", initialValue: "12345", withError: true },
};
