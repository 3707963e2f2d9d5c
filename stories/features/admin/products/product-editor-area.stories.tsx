import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ProductEditorArea } from "../../../../ui/features/admin/products/product-editor-area";
import { appStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { adminOf, expectRoleRefused, textIn } from "../demo";
import { fieldIn, productsApp } from "./demo";

// The editor wired to its model over a fake back office of the story's own: opened on the fake's product 36
// ("Клей для плитки Max Akfa", its Uzbek Latin title missing) or on a new product; `onWritten` and `onSaid`
// are the products section's, which reads its list again and tells a screen reader.

const meta = {
  title: "Features/Admin/Products/ProductEditorArea",
  component: ProductEditorArea,
  ...appStory,
  args: { onWritten: fn(), onSaid: fn() },
  parameters: productsApp("/admin/products", {}, { editing: 36 }),
} satisfies Meta<typeof ProductEditorArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const TITLE = "Клей для плитки Max Akfa";

/** The open editor once the product has come: its number in the title, its Russian name in the field. */
const loadedDialog = async (locale: unknown) => {
  const dialog = await readyDialog();
  await within(dialog).findByTestId("editor-save", undefined, LOAD);
  await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.productEditor.editTitle", { id: 36 }),
  );
  await expect(fieldIn(dialog, textIn(locale, "admin.productEditor.title"))).toHaveValue(TITLE);
  return dialog;
};

/** Opened from the list: the model loads the product into the dialog; nothing is written yet. */
const openPlay: Story["play"] = async ({ args, globals }) => {
  const dialog = await loadedDialog(globals.locale);
  await expect(within(dialog).getByTestId("missing-sr")).toBeInTheDocument();
  await expect(args.onWritten).not.toHaveBeenCalled();
  await expect(args.onSaid).not.toHaveBeenCalled();
};
export const Open: Story = { play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

/** On its way: the title names the product's number already, the body is busy, nothing can be saved. */
export const Loading: Story = {
  parameters: productsApp("/admin/products", { latency: "never" }, { editing: 36 }),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole("dialog", undefined, LOAD);
    await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "admin.productEditor.editTitle", { id: 36 }),
    );
    await waitFor(() => expect(within(dialog).getByTestId("editor-loading")).toBeVisible());
    await expect(within(dialog).queryByTestId("editor-save")).toBeNull();
  },
};

/**
 * The product cannot be read (the server fails without a code or words): the editor's alert says so in its
 * own sentence, not the generic error; once the server is back, "Try again" loads it.
 */
export const FailedThenRetryRu: Story = {
  tags: ["no-visual"],
  parameters: productsApp("/admin/products", {}, { editing: 36, editorDown: true }),
  globals: { locale: "ru" },
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const alert = await screen.findByTestId("editor-error", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(locale, "admin.productEditor.error"));
    adminOf(loaded).productEditor.down = false;
    await userEvent.click(within(alert).getByRole("button", { name: textIn(locale, "admin.retry") }));
    // The focus was on "Try again", gone with the alert: the dialog is found as it is, not as it opens.
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByTestId("editor-save", undefined, LOAD);
    await expect(fieldIn(dialog, textIn(locale, "admin.productEditor.title"))).toHaveValue(TITLE);
    await expect(args.onWritten).not.toHaveBeenCalled();
  },
};

/** The same failure, left on screen for its picture. */
export const FailedUz: Story = {
  parameters: productsApp("/admin/products", {}, { editing: 36, editorDown: true }),
  globals: { locale: "uz" },
  play: async ({ globals }) => {
    const alert = await screen.findByTestId("editor-error", undefined, LOAD);
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.productEditor.error"));
    await waitFor(() => expect(alert).toBeVisible());
  },
};

/** An operator (no catalogue.edit): the server's 403 said, whom to ask, and no "Try again". */
export const OperatorRefusedRu: Story = {
  parameters: productsApp("/admin/products", { caller: "operator" }, { editing: 36 }),
  globals: { locale: "ru" },
  play: async ({ globals }) => {
    const alert = await screen.findByTestId("editor-error", undefined, LOAD);
    await expectRoleRefused(alert, globals.locale);
    await waitFor(() => expect(alert).toBeVisible());
  },
};

/**
 * A save reaches the fake server with only the changed field; the section is told to read its list again,
 * and a screen reader hears "Saved" with the product's name.
 */
export const SavesAndSays: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const dialog = await loadedDialog(locale);
    const stock = fieldIn(dialog, textIn(locale, "admin.products.stock"));
    await userEvent.clear(stock);
    await userEvent.type(stock, "7");
    await userEvent.click(within(dialog).getByTestId("editor-save"));
    await waitFor(() => expect(args.onWritten).toHaveBeenCalledTimes(1));
    await expect(adminOf(loaded).productEditor.writes).toEqual([
      { call: "save", id: 36, value: { stock: 7 } },
    ]);
    await expect(args.onSaid).toHaveBeenCalledWith(textIn(locale, "admin.products.saved", { title: TITLE }));
  },
};

/** Hiding is written and the list read again, but there is no "Saved" to say for it. */
export const HidesSr: Story = {
  tags: ["no-visual"],
  globals: { locale: "sr" },
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const dialog = await loadedDialog(locale);
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.productEditor.hide") }),
    );
    await waitFor(() => expect(args.onWritten).toHaveBeenCalledTimes(1));
    await expect(adminOf(loaded).productEditor.writes).toEqual([{ call: "visible", id: 36, value: false }]);
    await expect(args.onSaid).not.toHaveBeenCalled();
  },
};

/** Deleting, once confirmed: the dialog closes, the list is read again, and "Deleted" is said. */
export const DeletesRu: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru" },
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const dialog = await loadedDialog(locale);
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.productEditor.delete") }),
    );
    await userEvent.click(within(dialog).getByTestId("delete-yes"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(adminOf(loaded).productEditor.writes).toEqual([{ call: "remove", id: 36 }]);
    await expect(args.onWritten).toHaveBeenCalledTimes(1);
    await expect(args.onSaid).toHaveBeenCalledWith(
      textIn(locale, "admin.productEditor.deleted", { title: TITLE }),
    );
  },
};

/** A new product, filled and saved: "Created" is said, and the editor stays on it, now with photos. */
export const CreatesUz: Story = {
  tags: ["no-visual"],
  parameters: productsApp("/admin/products", {}, { editing: null }),
  globals: { locale: "uz" },
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const dialog = await readyDialog();
    await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(locale, "admin.productEditor.new"),
    );
    await userEvent.type(fieldIn(dialog, textIn(locale, "admin.productEditor.title")), "Цемент М500");
    const category = fieldIn(dialog, textIn(locale, "admin.productEditor.category")) as HTMLSelectElement;
    await userEvent.selectOptions(category, category.options[1]!.value);
    await userEvent.type(fieldIn(dialog, textIn(locale, "admin.products.price")), "95000");
    await userEvent.click(within(dialog).getByTestId("editor-save"));
    await waitFor(() => expect(args.onSaid).toHaveBeenCalledTimes(1));
    await expect(args.onSaid).toHaveBeenCalledWith(
      textIn(locale, "admin.productEditor.created", { title: "Цемент М500" }),
    );
    await expect(args.onWritten).toHaveBeenCalledTimes(1);
    await expect(adminOf(loaded).productEditor.writes.map((w) => w.call)).toEqual(["create"]);
    await expect(await within(dialog).findByTestId("product-photos", undefined, LOAD)).toBeInTheDocument();
  },
};
