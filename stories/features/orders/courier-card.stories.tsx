import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import type { Courier } from "../../../application/orders/orders.types";
import { CourierCard } from "../../../ui/features/orders/courier-card";
import type { SectionHeading } from "../../../ui/features/orders/order-section";
import { COURIER_PHONE, demoOrder, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

type Args = {
  /** The longest name the server sends. */
  long: boolean;
  /** Only a name: the server said nothing of the role, the car or the phone. */
  bare: boolean;
  /** The server's own name for the role, in place of the demo's. */
  role?: string;
  headingAs?: SectionHeading;
};

const courierIn = (locale: unknown, { long, bare, role }: Args): Courier => {
  const courier = demoOrder(locale, { long, courier: true }).courier!;
  if (bare) return { ...courier, role: null, carNumber: null, phone: null };
  return role ? { ...courier, role } : courier;
};

const meta = {
  title: "Features/Orders/CourierCard",
  args: { long: false, bare: false },
  render: (args, { globals }) => (
    <Box maxW="sm">
      <CourierCard courier={courierIn(globals.locale, args)} headingAs={args.headingAs} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const courier = courierIn(globals.locale, args);
  await expect(
    canvas.getByRole("heading", { level: 2, name: textIn(globals.locale, "orders.courier.title") }),
  ).toBeVisible();
  await expect(canvas.getByTestId("courier-card")).toHaveTextContent(courier.fullName);
  await expect(canvas.getByTestId("courier-car")).toHaveTextContent("01 A 777 BA");
  // One press calls them; the link says whom it calls, not only the digits.
  const call = canvas.getByRole("link", { name: new RegExp(textIn(globals.locale, "orders.courier.call")) });
  await expect(call).toHaveAttribute("href", `tel:${COURIER_PHONE}`);
  // Written the shop's way; the joiners that keep it on one line are not part of what is read.
  const shown = (call.textContent ?? "").replace(/\u2060/g, "").replace(/\s/g, " ");
  await expect(shown).toContain("+998 (90) 111-22-33");
};
/** Name, role, the car's plate and a button that calls the courier. */
export const Full: Story = { play: fullPlay };
export const FullRu: Story = { globals: { locale: "ru" }, play: fullPlay };

/** The server names the role itself, in Russian: its words, not ours. */
export const ServerRoleRu: Story = {
  args: { role: "Водитель-экспедитор" },
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("courier-card")).toHaveTextContent("Водитель-экспедитор");
  },
};

/** Only a name, in Uzbek Latin: our word for the role, and no plate or call button. */
export const NameOnlyLatin: Story = {
  args: { bare: true, headingAs: "h3" },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("courier-card")).toHaveTextContent(
      textIn(globals.locale, "orders.courier.role"),
    );
    await expect(canvas.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(canvas.queryByTestId("courier-car")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** On a 320 px phone, in Uzbek Latin: the longest name wraps, the call button spans the card. */
export const PhoneLatin: Story = {
  ...onPhoneStory("sr"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { long: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId("courier-card");
    const call = within(canvasElement).getByTestId("courier-phone");
    const inner = card.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(card).paddingLeft) - 2;
    await expect(call.getBoundingClientRect().width).toBeGreaterThanOrEqual(inner - 1);
    await expectFitsPhone(canvasElement);
  },
};
