import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { demoImage } from "../../../../adapters/fake/demo-data";
import { BrandForm } from "../../../../ui/features/admin/tree/brand-form";
import { readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// The brand form alone: the name (the same in every language), the country and the logo; the server's refusal
// (a name another brand has, a file that is no picture) under its field.

const KNAUF = { id: 1, title: "Knauf", country: "de", logo: demoImage(210, "box") };

const meta = {
  title: "Features/Admin/Tree/BrandForm",
  component: BrandForm,
  args: { open: true, brand: null, pending: false, refusal: null, onClose: fn(), onSubmit: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BrandForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logo refused by the server (the file was no picture): its words under the logo. */
export const Refused: Story = {
  args: { brand: KNAUF, refusal: { code: "FIELD.INVALID", params: { field: "logo" }, words: null } },
  play: async ({ globals }) => {
    const dialog = within(await readyDialog());
    await expect(
      dialog.getByLabelText(textIn(globals.locale, "admin.tree.brandTitle"), { exact: false }),
    ).toHaveValue("Knauf");
    await expect(
      dialog.getByLabelText(textIn(globals.locale, "admin.tree.logo"), { exact: false }),
    ).toHaveAttribute("aria-invalid", "true");
  },
};

/** A new brand on a 320 px phone, sent without a name: refused under the field, nothing sent. */
export const NewPhone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ args, globals }) => {
    const dialog = await readyDialog();
    await userEvent.click(within(dialog).getByTestId("brand-submit"));
    const name = within(dialog).getByLabelText(textIn(globals.locale, "admin.tree.brandTitle"), {
      exact: false,
    });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const box = (dialog.closest<HTMLElement>("[data-part=content]") ?? dialog).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Saved: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals }) => {
    const dialog = within(await readyDialog());
    await userEvent.type(
      dialog.getByLabelText(textIn(globals.locale, "admin.tree.brandTitle"), { exact: false }),
      "Akfa",
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(globals.locale, "admin.tree.country"), { exact: false }),
      "uz",
    );
    await userEvent.click(dialog.getByTestId("brand-submit"));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: "Akfa", country: "uz", logo: null });
  },
};
