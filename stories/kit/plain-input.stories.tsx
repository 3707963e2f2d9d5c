import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { InputWithIcon, PlainInput } from "../../ui/kit/plain-input";
import { SearchIcon } from "../../ui/layout/icons";

function Inputs({ initial }: { initial: string }) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  return (
    <Stack gap="4" maxW="sm">
      <InputWithIcon icon={<SearchIcon />}>
        <PlainInput
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t({ id: "search.placeholder", message: "Search among 30,000 products" })}
          aria-label={t({ id: "search.label", message: "Search products" })}
        />
      </InputWithIcon>
      <PlainInput
        size="sm"
        inputMode="numeric"
        placeholder={t({ id: "filters.from", message: "from" })}
        aria-label={t({ id: "filters.priceFrom", message: "Price from" })}
      />
    </Stack>
  );
}

const meta = { title: "Kit/PlainInput", component: Inputs, args: { initial: "" } } satisfies Meta<
  typeof Inputs
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholders show; the search text starts after the icon, not under it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const [search] = canvas.getAllByRole("textbox");
    await userEvent.type(search!, "sement");
    await expect(search).toHaveValue("sement");
    const glyph = search!.previousElementSibling!.querySelector("svg")!.getBoundingClientRect();
    const textStart =
      search!.getBoundingClientRect().left + parseFloat(getComputedStyle(search!).paddingInlineStart);
    await expect(textStart).toBeGreaterThanOrEqual(glyph.right);
  },
};

export const Filled: Story = { args: { initial: "Цемент М400" } };
