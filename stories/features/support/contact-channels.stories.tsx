import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ContactsView } from "../../../ui/features/support/contact-channels";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { CONTACTS, textIn } from "./demo";

const meta = {
  title: "Features/Support/ContactsView",
  component: ContactsView,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: { contacts: CONTACTS, status: "idle", onRetry: fn() },
} satisfies Meta<typeof ContactsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const channelsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const telegram = within(canvas.getByTestId("contact-telegram")).getByRole("link", {
    name: textIn(globals.locale, "support.contacts.telegramOpen"),
  });
  await expect(telegram).toHaveAttribute("href", CONTACTS.telegram);
  await expect(telegram).toHaveAttribute("target", "_blank");
  await expect(telegram).toHaveAttribute("rel", "noopener noreferrer");
  const phone = canvas.getByTestId("contact-phone");
  await expect(phone).toHaveTextContent(textIn(globals.locale, "support.contacts.callCentre"));
  await expect(phone).toHaveTextContent(
    textIn(globals.locale, "support.contacts.hours", { from: "09:00", to: "20:00" }),
  );
  await expect(within(phone).getByRole("link", { name: CONTACTS.phone })).toHaveAttribute(
    "href",
    "tel:+998712000000",
  );
};
/** Telegram opens the chat in a new tab; the call centre's number is a tel: link that dials it. */
export const Channels: Story = { play: channelsPlay };
export const ChannelsRu: Story = { globals: { locale: "ru" }, play: channelsPlay };
export const ChannelsSr: Story = { globals: { locale: "sr" }, play: channelsPlay };

/** A shop without Telegram and without hours: only the number. */
export const PhoneOnly: Story = {
  args: { contacts: { ...CONTACTS, telegram: "", workFrom: "", workTo: "" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId("contact-telegram")).toBeNull();
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "tel:+998712000000");
  },
};

export const Loading: Story = {
  args: { contacts: null, status: "pending" },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("contacts-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.contacts.loading"));
  },
};

export const Failed: Story = {
  args: { contacts: null, status: "error" },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.contacts.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 320 px phone, in Uzbek Latin: the two channels one under the other, the number unbroken. */
export const Phone: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
