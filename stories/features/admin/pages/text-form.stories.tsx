import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TextForm } from "../../../../ui/features/admin/pages/text-form";
import { readyDialog } from "../../../support/dialog";
import { textIn } from "../demo";

// A page's or post's form alone: title and text in Russian (required), Uzbek Cyrillic and Uzbek Latin.

const PAGE = {
  id: 1,
  slug: "delivery",
  titles: { ru: "Доставка", uz: "Етказиб бериш", sr: "Yetkazib berish" },
  bodies: {
    ru: "<p>Доставляем по Ташкенту за один день.</p>",
    uz: "<p>Тошкент бўйлаб бир кунда етказамиз.</p>",
    sr: "<p>Toshkent boʻylab bir kunda yetkazamiz.</p>",
  },
};

const meta = {
  title: "Features/Admin/Pages/TextForm",
  component: TextForm,
  args: { text: PAGE, pending: false, refusal: null, onClose: fn(), onSubmit: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TextForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ globals }) => {
    const dialog = within(await readyDialog());
    for (const lang of ["ru", "uz", "sr"])
      await expect(dialog.getByText(textIn(globals.locale, `admin.pages.${lang}`))).toBeVisible();
    await expect(dialog.getAllByRole("textbox")).toHaveLength(6);
    await expect(dialog.getByDisplayValue("Yetkazib berish")).toBeVisible();
  },
};

/** The Russian text emptied on a 320 px phone: refused under it, nothing sent. */
export const ProblemsPhone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ args }) => {
    const dialog = await readyDialog();
    const body = within(dialog).getByDisplayValue(PAGE.bodies.ru);
    await userEvent.clear(body);
    await userEvent.click(within(dialog).getByTestId("text-submit"));
    await waitFor(() => expect(body).toHaveAttribute("aria-invalid", "true"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const box = (dialog.closest<HTMLElement>("[data-part=content]") ?? dialog).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Saved: Story = {
  tags: ["no-visual"],
  play: async ({ args }) => {
    const dialog = await readyDialog();
    const title = within(dialog).getByDisplayValue("Yetkazib berish");
    await userEvent.clear(title);
    await userEvent.type(title, "Yetkazish");
    await userEvent.click(within(dialog).getByTestId("text-submit"));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      titles: { ...PAGE.titles, sr: "Yetkazish" },
      bodies: PAGE.bodies,
    });
  },
};
