import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import type { AdminProduct, ProductChange } from "../../../../application/admin/sections/products.types";
import type { Refusal } from "../../../../application/shared/refusal";
import {
  ProductHistory,
  useHistoryTitle,
  type ProductHistoryDialogBodyProps,
} from "../../../../ui/features/admin/products/product-history-dialog";
import { ListRefusal } from "../../../../ui/features/admin/list-states";
import { Modal } from "../../../../ui/kit/modal";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { refusedText } from "../content/demo";
import { expectRetryOffered, expectRoleRefused, staffOnlyText, textIn } from "../demo";
import { demoChanges, demoProducts, LONG_TITLE } from "./demo";

// The history's dialog as the products section puts it together: titled by useHistoryTitle with the
// product's name (the fake's 36, or `parameters.title`), the log inside the section's ListRefusal (its
// refusal from `parameters.refusal`). The log's own looks, line by line, are ProductHistory's stories.

function HistoryDialog({
  product,
  refusal,
  ...body
}: ProductHistoryDialogBodyProps & { product: AdminProduct; refusal: Refusal | null }) {
  return (
    <Modal open onClose={() => {}} title={useHistoryTitle(product)}>
      <ListRefusal refusal={refusal}>
        <ProductHistory {...body} />
      </ListRefusal>
    </Modal>
  );
}

const meta = {
  title: "Features/Admin/Products/ProductHistoryDialog",
  component: ProductHistory,
  args: { status: "ready", changes: null, onRetry: fn() },
  loaders: [
    async () => ({
      product: (await demoProducts({ pageSize: 1 })).results[0],
      changes: await demoChanges(36),
    }),
  ],
  render: (args, { loaded, parameters }) => {
    const product = {
      ...(loaded.product as AdminProduct),
      ...(parameters.title ? { title: parameters.title } : {}),
    };
    const changes = args.status === "ready" ? (loaded.changes as ProductChange[]) : null;
    return (
      <HistoryDialog
        {...args}
        changes={changes}
        product={product}
        refusal={(parameters.refusal as Refusal | undefined) ?? null}
      />
    );
  },
} satisfies Meta<typeof ProductHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Клей для плитки Max Akfa";

/** The dialog is named for whose log it is, in the story's language; the fake's three changes under it. */
const titledPlay: Story["play"] = async ({ globals, parameters }) => {
  const title = textIn(globals.locale, "admin.products.historyTitle", {
    title: (parameters.title as string | undefined) ?? TITLE,
  });
  const dialog = await readyDialog();
  await expect(dialog).toHaveAccessibleName(title);
  await expect(within(dialog).getByRole("heading")).toHaveTextContent(title);
  await expect(within(within(dialog).getByTestId("history")).getAllByRole("listitem")).toHaveLength(3);
};
export const TitledRu: Story = { globals: { locale: "ru" }, play: titledPlay };
export const TitledSr: Story = { globals: { locale: "sr" }, play: titledPlay };

/** On its way: the title already names the product, the body is a busy skeleton. */
export const Loading: Story = {
  args: { status: "pending" },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(dialog).toHaveAccessibleName(
      textIn(globals.locale, "admin.products.historyTitle", { title: TITLE }),
    );
    const loading = within(dialog).getByTestId("history-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).queryByTestId("history")).toBeNull();
  },
};

/**
 * The server refused with words of its own (the product was deleted meanwhile): they replace the section's
 * sentence, and "Try again" asks once more.
 */
export const GoneUz: Story = {
  args: { status: "error", errorText: refusedText("uz", 404, "GENERIC.NOT_FOUND") },
  globals: { locale: "uz" },
  play: async ({ args, globals }) => {
    const alert = within(await readyDialog()).getByTestId("history-error");
    await expect(alert).not.toHaveTextContent(textIn(globals.locale, "admin.products.historyError"));
    await expectRetryOffered(alert, globals.locale, args.errorText!, args.onRetry);
  },
};

/** The caller's role may not read it (403 STAFF.FORBIDDEN): the words and whom to ask, no "Try again". */
export const ForbiddenRu: Story = {
  args: { status: "error", errorText: staffOnlyText("ru") },
  parameters: { refusal: { code: "STAFF.FORBIDDEN", words: null } },
  globals: { locale: "ru" },
  play: async ({ args, globals }) => {
    await expectRoleRefused(within(await readyDialog()).getByTestId("history-error"), globals.locale);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** On a 320 px phone a long name wraps in the title, clear of the close button, and every line fits. */
export const Phone: Story = {
  tags: ["phone"],
  parameters: { title: LONG_TITLE },
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await titledPlay(context);
    const dialog = screen.getByRole("dialog");
    const heading = within(dialog).getByRole("heading").getBoundingClientRect();
    const close = within(dialog)
      .getByRole("button", { name: textIn(context.globals.locale, "kit.modal.close") })
      .getBoundingClientRect();
    await expect(heading.right).toBeLessThanOrEqual(close.left);
    await waitFor(() => expect(overflowing(dialog)).toEqual([]));
  },
};
