import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { isValidUzPhone } from "../../domain/phone";
import { PHONE_PLACEHOLDER, PhoneField } from "../../ui/kit/phone-field";

interface DemoProps {
  initialValue?: string;
  /** Shows the validation catalog's phone_error, as a form does after a failed check. */
  withError?: boolean;
  withHelper?: boolean;
  required?: boolean;
  disabled?: boolean;
  onChange: (digits: string) => void;
}

function Demo({ initialValue = "", withError, withHelper, required, disabled, onChange }: DemoProps) {
  const { t } = useLingui();
  const [digits, setDigits] = useState(initialValue);
  return (
    <Box maxW="sm">
      <PhoneField
        label={t({ id: "kit.story.phone", message: "Phone number" })}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          onChange(next);
        }}
        error={withError ? t({ id: "phone_error", message: "Please check your phone number" }) : undefined}
        helperText={
          withHelper
            ? t({ id: "kit.story.phone.helper", message: "We will send a confirmation code" })
            : undefined
        }
        required={required}
        disabled={disabled}
      />
    </Box>
  );
}

const meta = {
  title: "Kit/PhoneField",
  component: Demo,
  args: { onChange: fn(), required: true, withHelper: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("placeholder", PHONE_PLACEHOLDER);
    await expect(input).toHaveAttribute("type", "tel");
    await expect(input).toHaveAttribute("inputmode", "tel");
  },
};

export const Filled: Story = {
  args: { initialValue: "901234567" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveValue("+998 (90) 123-45-67");
  },
};

export const WithError: Story = {
  args: { initialValue: "12345", withError: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveValue("+998 (12) 345-__-__");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const message = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    await expect(message).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message?.textContent ?? "");
  },
};

export const Disabled: Story = {
  args: { initialValue: "935550011", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

/** Typing fills the mask and emits the 9 stripped national digits. */
export const Typing: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.click(input);
    await userEvent.keyboard("90");
    await expect(input).toHaveValue("+998 (90) ___-__-__");
    await expect(args.onChange).toHaveBeenLastCalledWith("90");
    await userEvent.keyboard("1234567");
    await expect(input).toHaveValue("+998 (90) 123-45-67");
    await expect(args.onChange).toHaveBeenLastCalledWith("901234567");
    await expect(isValidUzPhone("901234567")).toBe(true);
    // Letters and a tenth digit are ignored.
    await userEvent.keyboard("a8");
    await expect(input).toHaveValue("+998 (90) 123-45-67");
    await expect(args.onChange).toHaveBeenLastCalledWith("901234567");
    // Backspace removes the last digit and keeps the mask.
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("+998 (90) 123-45-6_");
    await expect(args.onChange).toHaveBeenLastCalledWith("90123456");
  },
};

/** A pasted number with the country code, spaces or dashes lands in the mask as the same 9 digits. */
export const Paste: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.click(input);
    await userEvent.paste("+998 91 765-43-21");
    await waitFor(() => expect(input).toHaveValue("+998 (91) 765-43-21"));
    await expect(args.onChange).toHaveBeenLastCalledWith("917654321");
    await userEvent.clear(input);
    await userEvent.paste("33 111 22 33");
    await waitFor(() => expect(input).toHaveValue("+998 (33) 111-22-33"));
    await expect(args.onChange).toHaveBeenLastCalledWith("331112233");
  },
};
