import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeliveryType, OrderStatus, PaymentType } from "../../../domain/order";
import { QueueFilters } from "../../../ui/features/admin/queue-filters";
import { ANY, textIn } from "./demo";

// The queue's filters: status, the days it was placed between, delivery and payment. Any change starts the
// queue again at page 1; "Clear filters" shows only while something is chosen.

const meta = {
  title: "Features/Admin/QueueFilters",
  component: QueueFilters,
  args: { filter: ANY, onChange: fn() },
} satisfies Meta<typeof QueueFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILTERED = {
  status: OrderStatus.APPROVED,
  from: "2026-11-01",
  to: "2026-11-20",
  deliveryType: DeliveryType.COURIER,
  paymentType: PaymentType.CASH,
  page: 3,
} as const;

const labelsOf = (locale: unknown) =>
  ["status", "from", "to", "delivery", "payment"].map((f) => textIn(locale, `admin.filter.${f}`));

/** Nothing chosen: five labelled fields reading "any", no reset; a status picked goes out with page 1. */
const anyPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const form = within(canvasElement).getByRole("search", {
    name: textIn(globals.locale, "admin.filter.label"),
  });
  const canvas = within(form);
  for (const label of labelsOf(globals.locale)) await expect(canvas.getByLabelText(label)).toBeVisible();
  await expect(canvas.queryByRole("button")).toBeNull();
  const status = canvas.getByLabelText(textIn(globals.locale, "admin.filter.status"));
  await expect(status).toHaveDisplayValue(textIn(globals.locale, "admin.filter.any"));
  await userEvent.selectOptions(status, String(OrderStatus.ON_THE_WAY));
  await expect(args.onChange).toHaveBeenLastCalledWith({ ...ANY, status: OrderStatus.ON_THE_WAY, page: 1 });
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.payment"))).toHaveDisplayValue(
    textIn(globals.locale, "admin.filter.any"),
  );
};

export const Any: Story = { play: anyPlay };
export const AnyRu: Story = { globals: { locale: "ru" }, play: anyPlay };
export const AnyUz: Story = { globals: { locale: "uz" }, play: anyPlay };

/** Everything chosen, on page 3: each field shows its choice; a change or the reset go back to page 1. */
const filteredPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.status"))).toHaveDisplayValue(
    textIn(globals.locale, "orders.status.approved"),
  );
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.delivery"))).toHaveDisplayValue(
    textIn(globals.locale, "admin.delivery.courier"),
  );
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.payment"))).toHaveDisplayValue(
    textIn(globals.locale, "admin.payment.cash"),
  );
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.filter.from"))).toHaveValue("2026-11-01");
  await userEvent.selectOptions(
    canvas.getByLabelText(textIn(globals.locale, "admin.filter.delivery")),
    String(DeliveryType.PICKUP),
  );
  await expect(args.onChange).toHaveBeenLastCalledWith({
    ...FILTERED,
    deliveryType: DeliveryType.PICKUP,
    page: 1,
  });
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "admin.filter.reset") }));
  await expect(args.onChange).toHaveBeenLastCalledWith(ANY);
};

export const Filtered: Story = { args: { filter: FILTERED }, play: filteredPlay };
export const FilteredRu: Story = {
  args: { filter: FILTERED },
  globals: { locale: "ru" },
  play: filteredPlay,
};
export const FilteredUz: Story = {
  args: { filter: FILTERED },
  globals: { locale: "uz" },
  play: filteredPlay,
};

/**
 * On a 320 px phone the filters fold behind a button counting the five chosen; unfolded, each field takes
 * the whole width, one under another, and nothing pokes out.
 */
export const FilteredPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { filter: FILTERED },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole("search")).toBeNull();
    const toggle = within(canvasElement).getByRole("button", {
      name: textIn(globals.locale, "admin.filter.toggleCount", { chosen: 5 }),
    });
    await userEvent.click(toggle);
    toggle.blur();
    const form = within(canvasElement).getByRole("search");
    const width = form.getBoundingClientRect().width;
    for (const label of labelsOf(globals.locale)) {
      const field = within(form).getByLabelText(label);
      await expect(field.getBoundingClientRect().width).toBeGreaterThan(width * 0.9);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
