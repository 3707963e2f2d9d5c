import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ProductChange } from "../../../../application/admin/sections/products.types";
import { Modal } from "../../../../ui/kit/modal";
import { ProductHistory } from "../../../../ui/features/admin/products/product-history-dialog";
import { readyDialog } from "../../../support/dialog";
import { moneyIn, overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoChanges } from "./demo";

// A product's change history, in the dialog the section opens it in: the fake's log of product 36 (a
// restock and two price rises, one by an account since deleted), newest first.

const meta = {
  title: "Features/Admin/Products/ProductHistory",
  component: ProductHistory,
  args: { status: "ready", changes: null, onRetry: fn() },
  loaders: [async () => ({ changes: await demoChanges(36) })],
  render: (args, { loaded, parameters }) => (
    <Modal open onClose={() => {}} title="Клей для плитки Max Akfa">
      <ProductHistory
        {...args}
        changes={parameters.noChanges ? null : parameters.none ? [] : (loaded.changes as ProductChange[])}
      />
    </Modal>
  ),
} satisfies Meta<typeof ProductHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each change: its field's name, old → new (money for prices, a count for stock), who and when. */
const logPlay: Story["play"] = async ({ globals, loaded }) => {
  const locale = globals.locale;
  const changes = loaded.changes as ProductChange[];
  const dialog = await readyDialog();
  const items = within(within(dialog).getByTestId("history")).getAllByRole("listitem");
  await expect(items).toHaveLength(changes.length);
  await expect(items.map((i) => i.firstElementChild?.textContent)).toEqual(
    changes.map((c) => textIn(locale, `admin.products.${c.field}`)),
  );
  const price = changes.findIndex((c) => c.field === "price");
  await expect(items[price]).toHaveTextContent(moneyIn(locale, changes[price]!.oldValue));
  await expect(items[price]).toHaveTextContent(moneyIn(locale, changes[price]!.newValue));
  await expect(items[0]).toHaveTextContent("Dilshod Yusupov");
  await expect(items[0]!.querySelector("time")).toHaveAttribute("datetime", changes[0]!.at);
  await expect(items.at(-1)).toHaveTextContent(textIn(locale, "admin.products.historyGone"));
};

export const Log: Story = { play: logPlay };
export const LogRu: Story = { globals: { locale: "ru" }, play: logPlay };
export const LogSr: Story = { globals: { locale: "sr" }, play: logPlay };

/** Nobody has changed the product yet. */
export const Empty: Story = {
  parameters: { none: true },
  play: async ({ globals }) => {
    await expect(within(await readyDialog()).getByTestId("history-empty")).toHaveTextContent(
      textIn(globals.locale, "admin.products.historyEmpty"),
    );
  },
};

/** On its way: skeleton lines, busy, with words for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noChanges: true },
  play: async ({ globals }) => {
    const loading = within(await readyDialog()).getByTestId("history-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.products.historyLoading"));
  },
};

/** The log could not be read: an alert and a retry. */
export const FailedUz: Story = {
  args: { status: "error" },
  parameters: { noChanges: true },
  globals: { locale: "uz" },
  play: async ({ args, globals }) => {
    const alert = within(await readyDialog()).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.products.historyError"));
    await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone: every line fits the dialog. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await logPlay(context);
    await expect(overflowing(await readyDialog())).toEqual([]);
  },
};
