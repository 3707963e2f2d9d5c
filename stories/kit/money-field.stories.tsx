import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { MoneyField } from "../../ui/kit/money-field";

interface DemoProps {
  initialValue?: number | null;
  withError?: boolean;
  withHelper?: boolean;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}

function Demo({ initialValue = null, withError, withHelper, required, disabled, onChange }: DemoProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<number | null>(initialValue);
  return (
    <Box maxW="sm">
      <MoneyField
        label={t({ id: "kit.story.amount", message: "Amount" })}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        helperText={
          withHelper ? t({ id: "kit.story.amount.helper", message: "Whole so'm, without tiyin" }) : undefined
        }
        error={withError ? t({ id: "kit.story.amount.error", message: "Value is required" }) : undefined}
        required={required}
        disabled={disabled}
      />
    </Box>
  );
}

const meta = {
  title: "Kit/MoneyField",
  component: Demo,
  args: { onChange: fn(), withHelper: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The domain groups with U+00A0 (a space that never wraps); read it as a plain space in assertions. */
const shown = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\u00A0/g, " ");

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    // The currency suffix is part of the input's description.
    const currency = canvasElement.querySelector("[id$='-currency']")?.textContent ?? "";
    await expect(currency).not.toBe("");
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(currency));
  },
};

export const Filled: Story = {
  args: { initialValue: 1250000 },
  play: async ({ canvas }) => {
    await expect(shown(canvas.getByRole("textbox"))).toBe("1 250 000");
  },
};

export const WithError: Story = {
  args: { withError: true, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const [errorId] = (input.getAttribute("aria-describedby") ?? "").split(" ");
    await expect(document.getElementById(errorId ?? "")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { initialValue: 350000, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

/** Digits are grouped by thousands as they are typed and the field emits whole so'm. */
export const Typing: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.click(input);
    await userEvent.keyboard("1250000");
    await expect(shown(input)).toBe("1 250 000");
    await expect(args.onChange).toHaveBeenLastCalledWith(1250000);
    // Letters, signs and a decimal comma are not accepted.
    await userEvent.keyboard("a-,.");
    await expect(shown(input)).toBe("1 250 000");
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect(shown(input)).toBe("1 250");
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** The first digit must be 1-9: a leading 0 is rejected. */
export const LeadingZero: Story = {
  // Its point is the interaction; its end state repeats another story's picture.
  tags: ["no-visual"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.click(input);
    await userEvent.keyboard("0");
    await expect(input).toHaveValue("");
    await userEvent.keyboard("00125");
    await expect(shown(input)).toBe("125");
    await expect(args.onChange).toHaveBeenLastCalledWith(125);
    // A 0 typed in front of the number is dropped too.
    await userEvent.keyboard("{Home}0");
    await expect(shown(input)).toBe("125");
    await userEvent.clear(input);
    await userEvent.paste("0 050 000");
    await expect(shown(input)).toBe("50 000");
    await expect(args.onChange).toHaveBeenLastCalledWith(50000);
  },
};
