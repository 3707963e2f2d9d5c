import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLingui } from "@lingui/react/macro";
import { expect, fn, userEvent } from "storybook/test";
import { PlainSelect } from "../../ui/kit/plain-select";

function Select({ size, onPick }: { size: "sm" | "md"; onPick: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <PlainSelect
      size={size}
      minW="52"
      aria-label={t({ id: "sort.label", message: "Sort by" })}
      defaultValue=""
      onChange={(e) => onPick(e.target.value)}
    >
      <option value="">{t({ id: "sort.default", message: "Relevance" })}</option>
      <option value="price">{t({ id: "sort.cheap", message: "Cheapest first" })}</option>
    </PlainSelect>
  );
}

const meta = {
  title: "Kit/PlainSelect",
  component: Select,
  args: { size: "md", onPick: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native select with the kit's look and its chevron; the chevron never takes the click. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox"), "price");
    await expect(args.onPick).toHaveBeenCalledWith("price");
    const chevron = canvas.getByRole("combobox").nextElementSibling!;
    await expect(getComputedStyle(chevron).pointerEvents).toBe("none");
  },
};

export const Small: Story = { args: { size: "sm" } };
