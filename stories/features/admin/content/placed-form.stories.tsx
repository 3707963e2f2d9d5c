import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PlacedForm } from "../../../../ui/features/admin/content/placed-form";
import { readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// A new banner's or story's form alone: its picture and link required, its title in three languages (Russian
// required), a banner's second line; a link that is neither a shop path nor https is refused here.

const meta = {
  title: "Features/Admin/Content/PlacedForm",
  component: PlacedForm,
  args: { open: true, kind: "banners", pending: false, refusal: null, onClose: fn(), onSubmit: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PlacedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (dialog: HTMLElement, locale: unknown, id: string) =>
  within(dialog).getByLabelText(textIn(locale, id), { exact: false });

/** Sent empty, then with a link to elsewhere: each refusal under its field, and nothing sent. */
export const Problems: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ args, globals }) => {
    const locale = globals.locale;
    const dialog = await readyDialog();
    await userEvent.click(within(dialog).getByTestId("placed-submit"));
    for (const id of ["admin.form.titleRu", "admin.content.link"])
      await waitFor(() => expect(label(dialog, locale, id)).toHaveAttribute("aria-invalid", "true"));
    await expect(label(dialog, locale, "admin.content.picture")).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(label(dialog, locale, "admin.content.link"), "//evil.example");
    await expect(await within(dialog).findByText(textIn(locale, "admin.content.linkInvalid"))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A story on a 320 px phone (no second line), the server's refusal of its picture under the picture. */
export const StoryRefusedPhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { kind: "stories", refusal: { code: "FIELD.INVALID", params: { field: "image" }, words: null } },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(
      within(dialog).queryByLabelText(textIn(globals.locale, "admin.content.subTitleRu"), { exact: false }),
    ).toBeNull();
    await expect(label(dialog, globals.locale, "admin.content.picture")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const box = (dialog.closest<HTMLElement>("[data-part=content]") ?? dialog).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Filled in: the picture, the link and the titles go as typed. */
export const Sent: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals }) => {
    const locale = globals.locale;
    const dialog = await readyDialog();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "plitka.jpg", { type: "image/jpeg" });
    await userEvent.upload(label(dialog, locale, "admin.content.picture"), file);
    await userEvent.type(label(dialog, locale, "admin.content.link"), "/products?sections=2");
    await userEvent.type(label(dialog, locale, "admin.form.titleRu"), "Новая плитка");
    await userEvent.click(within(dialog).getByTestId("placed-submit"));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      titles: { ru: "Новая плитка", uz: "", sr: "" },
      subTitles: { ru: "", uz: "", sr: "" },
      url: "/products?sections=2",
      image: file,
    });
  },
};
