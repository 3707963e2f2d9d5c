import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { placed, type StaffCategory } from "../../../../application/admin/sections/tree.types";
import { demoImage } from "../../../../adapters/fake/demo-data";
import { CategoryForm } from "../../../../ui/features/admin/tree/category-form";
import { readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// The category form alone: three titles (Russian required, an empty Uzbek one shows the Russian), where it
// stands among the parents it may take, and its icon; the server's refusal under the field it names.

const tr = (ru: string, uz: string, sr: string) => ({ ru, uz, sr });
const TREE: StaffCategory[] = [
  {
    id: 1,
    parentId: null,
    titles: tr("Строительные смеси", "Қурилиш аралашмалари", "Qurilish aralashmalari"),
    icon: demoImage(28, "bag"),
    position: 1,
  },
  {
    id: 12,
    parentId: 1,
    titles: tr("Штукатурка", "Сувоқ", "Suvoq"),
    icon: demoImage(90, "bag"),
    position: 1,
  },
  { id: 2, parentId: null, titles: tr("Инструменты", "Асбоблар", "Asboblar"), icon: null, position: 2 },
];

const meta = {
  title: "Features/Admin/Tree/CategoryForm",
  component: CategoryForm,
  args: {
    open: true,
    category: null,
    parentId: 1,
    parents: placed(TREE),
    pending: false,
    refusal: null,
    onClose: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CategoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIELDS = [
  "admin.form.titleRu",
  "admin.form.titleUz",
  "admin.form.titleSr",
  "admin.tree.parent",
  "admin.tree.icon",
];

/** A category's form filled with what it holds; its parent chosen. */
export const Edit: Story = {
  args: { category: TREE[1]!, parents: placed(TREE).filter((c) => c.id !== 12) },
  play: async ({ globals }) => {
    const open = await readyDialog();
    await waitFor(() => expect(open).toBeVisible());
    const dialog = within(open);
    for (const id of FIELDS.slice(0, 4))
      await expect(dialog.getByLabelText(textIn(globals.locale, id), { exact: false })).toBeVisible();
    await expect(
      dialog.getByLabelText(textIn(globals.locale, "admin.form.titleSr"), { exact: false }),
    ).toHaveValue("Suvoq");
    await expect(dialog.getByRole("combobox")).toHaveValue("1");
    await expect(dialog.getByText(textIn(globals.locale, "admin.form.pictureReplace"))).toBeVisible();
  },
};

/** Sent without a Russian title: refused here, under the field, and nothing sent. */
export const Problems: Story = {
  play: async ({ args, globals }) => {
    const dialog = within(await readyDialog());
    await userEvent.click(dialog.getByTestId("category-submit"));
    const ru = dialog.getByLabelText(textIn(globals.locale, "admin.form.titleRu"), { exact: false });
    await waitFor(() => expect(ru).toHaveAttribute("aria-invalid", "true"));
    await expect(dialog.getByText(textIn(globals.locale, "admin.form.required"))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the parent (someone moved it meanwhile): its refusal under the select. */
export const RefusedPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: {
    category: TREE[1]!,
    refusal: { code: "FIELD.INVALID", params: { field: "parent_id" }, words: null },
  },
  play: async () => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByRole("combobox")).toHaveAttribute("aria-invalid", "true");
    const box = (dialog.closest<HTMLElement>("[data-part=content]") ?? dialog).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A picture chosen: it is sent with the titles. */
export const WithIcon: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals }) => {
    const dialog = within(await readyDialog());
    await userEvent.type(
      dialog.getByLabelText(textIn(globals.locale, "admin.form.titleRu"), { exact: false }),
      "Сухие смеси",
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "icon.png", { type: "image/png" });
    await userEvent.upload(
      dialog.getByLabelText(textIn(globals.locale, "admin.tree.icon"), { exact: false }),
      file,
    );
    await expect(dialog.getByText("icon.png")).toBeVisible();
    await userEvent.click(dialog.getByTestId("category-submit"));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      titles: { ru: "Сухие смеси", uz: "", sr: "" },
      parentId: 1,
      icon: file,
    });
  },
};
