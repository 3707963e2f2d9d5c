import type { Meta, StoryObj } from "@storybook/react-vite";
import { Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { expect } from "storybook/test";
import { CheckIcon, PinIcon, TruckIcon } from "../../ui/kit/delivery-icons";
import { textIn } from "../support/text-in";

// The pictograms the checkout and the order pages share, in the kit's outline style: drawn in the text's
// colour, at the sizes those pages use, and beside the words they go with there (the words are the order
// pages' own, so the toolbar language drives them).

const ICONS = { CheckIcon, TruckIcon, PinIcon };
const SIZES = ["4", "5", "6", "7"] as const;
/** Each icon with the order pages' words it stands beside. */
const USES = [
  { Icon: CheckIcon, id: "orders.track.step.approved" },
  { Icon: TruckIcon, id: "orders.track.step.onWay" },
  { Icon: PinIcon, id: "orders.delivery.address" },
] as const;

function Gallery() {
  return (
    <Stack gap="4">
      {(["fg", "fg.muted", "brand.fg"] as const).map((color) => (
        <HStack key={color} gap="4" wrap="wrap" color={color} data-color={color}>
          {Object.entries(ICONS).flatMap(([name, Icon]) =>
            SIZES.map((size) => <Icon key={`${name}-${size}`} boxSize={size} aria-label={name} />),
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** As the order pages set them: hidden from assistive technology, the words beside them saying it. */
function WithWords() {
  const { i18n } = useLingui();
  return (
    <Stack gap="3" maxW="sm">
      {USES.map(({ Icon, id }) => (
        <Flex key={id} gap="2" align="start" data-testid="icon-use">
          <Icon boxSize="5" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
          <Text>{i18n._(id)}</Text>
        </Flex>
      ))}
    </Stack>
  );
}

const meta = { title: "Kit/DeliveryIcons", component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon at every size the pages use, in the three colours they take; each a 24-unit outline drawing. */
export const All: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const name of Object.keys(ICONS)) {
      const icons = canvas.getAllByLabelText(name);
      await expect(icons).toHaveLength(SIZES.length * 3);
      for (const svg of icons) {
        await expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
        await expect(svg.querySelector("[stroke]")).toHaveAttribute("stroke", "currentColor");
      }
    }
    // The drawing takes the colour of the text around it.
    const muted = canvasElement.querySelector<HTMLElement>('[data-color="fg.muted"] svg')!;
    await expect(getComputedStyle(muted).color).toBe(getComputedStyle(muted.parentElement!).color);
    const sizes = canvas.getAllByLabelText("TruckIcon").slice(0, SIZES.length);
    await expect(sizes.map((svg) => svg.getBoundingClientRect().width)).toEqual([16, 20, 24, 28]);
  },
};

/** Beside their words: the icon hidden from screen readers, its words read instead. */
const wordsPlay: Story["play"] = async ({ canvas, canvasElement, globals }) => {
  const rows = canvas.getAllByTestId("icon-use");
  await expect(rows.map((r) => r.textContent)).toEqual(USES.map(({ id }) => textIn(globals.locale, id)));
  for (const svg of canvasElement.querySelectorAll("svg")) {
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(svg.getBoundingClientRect().width).toBe(20);
  }
};
export const WithWordsUz: Story = { render: () => <WithWords />, play: wordsPlay };
export const WithWordsRu: Story = { render: () => <WithWords />, globals: { locale: "ru" }, play: wordsPlay };
