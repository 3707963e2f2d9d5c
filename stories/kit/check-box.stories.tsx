import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { CheckBox } from "../../ui/kit/check-box";

function Options({ initial, disabled }: { initial: boolean; disabled?: boolean }) {
  const { t } = useLingui();
  const [inSale, setInSale] = useState(initial);
  return (
    <Stack gap="2">
      <CheckBox checked={inSale} onChange={setInSale} testId="in-sale">
        {t({ id: "filters.inSale", message: "In stock only" })}
      </CheckBox>
      <CheckBox checked={false} onChange={() => {}} disabled={disabled}>
        {t({ id: "kit.story.checkboxLong", message: "Cement and dry mixes, bricks and blocks" })}
      </CheckBox>
    </Stack>
  );
}

const meta = {
  title: "Kit/CheckBox",
  component: Options,
  args: { initial: false },
} satisfies Meta<typeof Options>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box, and Space toggles it from the keyboard. */
export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const [box] = canvas.getAllByRole("checkbox");
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByTestId("in-sale"));
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { initial: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("checkbox")[0]).toBeChecked();
  },
};

/** A disabled option ignores clicks. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const box = canvas.getAllByRole("checkbox")[1]!;
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
  },
};
