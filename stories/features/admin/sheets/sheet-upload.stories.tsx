import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, within } from "storybook/test";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { SheetUpload } from "../../../../ui/features/admin/sheets/sheet-upload";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { overflowing } from "../../orders/demo";
import { localeOf, textIn } from "../demo";

// The Import page's upload alone: a spreadsheet chosen with a button of the page (the browser's own file
// field, which speaks the browser's language, stays out of sight) and sent. The section sends the file and
// follows the job it becomes (ImportSection's stories); here a press only reaches `onUpload`.

const meta = {
  title: "Features/Admin/Sheets/SheetUpload",
  component: SheetUpload,
  args: { uploading: false, refusal: null, onUpload: fn() },
} satisfies Meta<typeof SheetUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const PRICES = new File(["sku;price\nCEM-400;49300"], "prays-list_noyabr.csv", { type: "text/csv" });
/** A file name without a space to break at, as spreadsheets get named. */
const LONG_NAME = "prays-list_2026-noyabr_Toshkent-Sergeli-ombori_qurilish-mollari_yakuniy-versiya-v12.xlsx";

/** What the server says of a file that is not a spreadsheet (400 IMPORT.FILE_TYPE), in the story's words. */
const fileTypeText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(400, "", "IMPORT.FILE_TYPE")));

const fileOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("sheet-file");
const chooseOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("button", { name: textIn(locale, "admin.import.choose") });
const sendOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("button", { name: textIn(locale, "admin.import.send") });
const nameOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("sheet-file-name");

/**
 * Nothing chosen: the heading, the hidden file field named by the label and described by the hint (so the
 * label opens it too), taking only spreadsheets; "No file chosen", both buttons free; no error.
 */
const readyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.import.upload"),
  );
  const file = within(canvasElement).getByLabelText(textIn(locale, "admin.import.file"));
  await expect(file).toBe(fileOf(canvasElement));
  await expect(file).toHaveAttribute("type", "file");
  await expect(file.getAttribute("accept")?.split(",").slice(0, 2)).toEqual([".xlsx", ".csv"]);
  await expect(file).toHaveAccessibleDescription(textIn(locale, "admin.import.fileHint"));
  await expect(nameOf(canvasElement)).toHaveTextContent(textIn(locale, "admin.import.noFile"));
  await expect(canvasElement).toHaveTextContent(textIn(locale, "admin.import.fileHint"));
  await expect(chooseOf(canvasElement, locale)).toBeEnabled();
  await expect(sendOf(canvasElement, locale)).toHaveAttribute("type", "submit");
  await expect(sendOf(canvasElement, locale)).toBeEnabled();
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};
export const Ready: Story = { play: readyPlay };
export const ReadyRu: Story = { globals: { locale: "ru" }, play: readyPlay };
export const ReadySr: Story = { globals: { locale: "sr" }, play: readyPlay };

/**
 * "Choose a file" opens the browser's file field; the file chosen is named in place of "No file chosen", and
 * "Upload" hands that very file on.
 */
export const ChosenAndSentRu: Story = {
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    // The story keeps the browser's own dialog shut and records that it was asked for.
    const opened = spyOn(fileOf(canvasElement) as HTMLInputElement, "click").mockImplementation(() => {});
    await userEvent.click(chooseOf(canvasElement, locale));
    await expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();
    await userEvent.upload(fileOf(canvasElement), PRICES);
    await expect(nameOf(canvasElement)).toHaveTextContent(PRICES.name);
    await userEvent.click(sendOf(canvasElement, locale));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith(PRICES);
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** "Upload" with nothing chosen, in Uzbek Latin: said at the field, nothing sent; a file chosen clears it. */
export const NothingChosenSr: Story = {
  globals: { locale: "sr" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.click(sendOf(canvasElement, locale));
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(locale, "admin.import.chooseFirst"));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(fileOf(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await userEvent.upload(fileOf(canvasElement), PRICES);
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    await expect(fileOf(canvasElement)).not.toHaveAttribute("aria-invalid");
    await userEvent.click(sendOf(canvasElement, locale));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith(PRICES);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The file on its way: "Upload" spins in place of its word, still named by it, and takes no press. */
export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ args, canvasElement, globals }) => {
    const send = sendOf(canvasElement, globals.locale);
    await expect(send).toHaveAttribute("data-loading");
    await expect(send).toBeDisabled();
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(chooseOf(canvasElement, globals.locale)).toBeEnabled();
  },
};

/** The server refused the last file, in Russian: its words, the field marked; both buttons free. */
export const RefusedRu: Story = {
  args: { refusal: fileTypeText("ru") },
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(args.refusal!);
    await expect(fileOf(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(sendOf(canvasElement, globals.locale)).toBeEnabled();
    await expect(chooseOf(canvasElement, globals.locale)).toBeEnabled();
  },
};
export const RefusedUz: Story = {
  args: { refusal: fileTypeText("uz") },
  globals: { locale: "uz" },
  play: RefusedRu.play,
};

/**
 * On a 320 px phone, in Uzbek Cyrillic, a file name without spaces chosen: the name breaks inside the box,
 * both buttons take the whole width, big enough for a finger; nothing past the edge.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    await userEvent.upload(fileOf(canvasElement), new File(["x"], LONG_NAME));
    await expect(nameOf(canvasElement)).toHaveTextContent(LONG_NAME);
    const form = within(canvasElement).getByRole("heading", { level: 2 }).parentElement!;
    const style = getComputedStyle(form);
    const inner = form.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const button of [chooseOf(canvasElement, locale), sendOf(canvasElement, locale)]) {
      const r = button.getBoundingClientRect();
      await expect(r.width).toBeGreaterThanOrEqual(inner - 1);
      await expect(r.height).toBeGreaterThanOrEqual(44);
    }
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
