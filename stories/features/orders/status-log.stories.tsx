import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { OrderStatus } from "../../../domain/order";
import { StatusLog } from "../../../ui/features/orders/status-log";
import { logFor, STATUS_TIMES, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

// The story's controls pick the log; the entries are built in the toolbar language.
type Args = { status: OrderStatus; serverNames: boolean; empty: boolean };

const meta = {
  title: "Features/Orders/StatusLog",
  args: { status: OrderStatus.DELIVERED, serverNames: true, empty: false },
  // Oldest first, as the server lists it: the log itself puts the newest on top.
  render: ({ status, serverNames, empty }, { globals }) => {
    const log = logFor(globals.locale, status).map((e) => (serverNames ? e : { ...e, statusName: "" }));
    return (
      <Box maxW="md">
        <StatusLog entries={empty ? [] : log} />
      </Box>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const entriesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId("status-log")).getAllByRole("listitem");

const deliveredPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const entries = entriesOf(canvasElement);
  await expect(entries.map((e) => Number(e.dataset.status))).toEqual([6, 5, 4, 3, 1]);
  const log = logFor(globals.locale, OrderStatus.DELIVERED);
  // The server's own names and notes, in the language it was asked for.
  await expect(entries[0]).toHaveTextContent(log[4]!.statusName);
  await expect(entries[1]).toHaveTextContent(log[3]!.description!);
  await expect(entries.map((e) => e.querySelector("time")?.getAttribute("dateTime"))).toEqual(
    [6, 5, 4, 3, 1].map((s) => STATUS_TIMES[s as OrderStatus]),
  );
};
/** A delivered order's whole story, newest first, with the shop's notes. */
export const Delivered: Story = { play: deliveredPlay };
export const DeliveredRu: Story = { globals: { locale: "ru" }, play: deliveredPlay };

/** The server sent no names, in Uzbek Latin: ours stand in. */
export const OurNamesLatin: Story = {
  args: { status: OrderStatus.ON_THE_WAY, serverNames: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const names = ["onTheWay", "inDelivery", "approved", "new"].map((k) =>
      textIn(globals.locale, `orders.status.${k}`),
    );
    const entries = entriesOf(canvasElement);
    for (const [i, name] of names.entries()) await expect(entries[i]).toHaveTextContent(name);
  },
};

/** Cancelled: the cancellation on top with its reason. */
export const Cancelled: Story = {
  args: { status: OrderStatus.CANCELLED },
  play: async ({ canvasElement, globals }) => {
    const entries = entriesOf(canvasElement);
    await expect(entries.map((e) => Number(e.dataset.status))).toEqual([0, 1]);
    await expect(entries[0]).toHaveTextContent(
      logFor(globals.locale, OrderStatus.CANCELLED)[1]!.description!,
    );
  },
};

/** Nothing has happened yet, in Russian: a line says so instead of an empty list. */
export const EmptyRu: Story = {
  args: { empty: true },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("status-log-empty")).toHaveTextContent(
      textIn(globals.locale, "orders.log.empty"),
    );
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** On a 320 px phone, in Uzbek Cyrillic: the longest notes wrap inside. */
export const Phone: Story = {
  ...onPhoneStory(),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expect(entriesOf(canvasElement)).toHaveLength(5);
    await expectFitsPhone(canvasElement);
  },
};
