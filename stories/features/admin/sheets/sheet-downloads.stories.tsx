import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SheetDownloads } from "../../../../ui/features/admin/sheets/sheet-downloads";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { downText } from "./demo";

// The Import page's two downloads alone: the empty template, and the catalogue (all of it, or the products
// some words match). The section fetches the bytes with the staff's token and saves them (ImportSection's
// stories); here each press only reaches `onDownload`.

const meta = {
  title: "Features/Admin/Sheets/SheetDownloads",
  component: SheetDownloads,
  args: { downloading: null, refusal: null, onDownload: fn() },
} satisfies Meta<typeof SheetDownloads>;
export default meta;
type Story = StoryObj<typeof meta>;

const templateOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("button", { name: textIn(locale, "admin.import.template") });
const exportOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("button", { name: textIn(locale, "admin.import.export") });
const searchOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("searchbox", { name: textIn(locale, "admin.import.exportSearch") });

/**
 * Nothing on its way: the heading and the hint, the two downloads named for what they give, and the export's
 * labelled, empty search box (at most 200 characters) whose Enter sends the export.
 */
const readyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.import.downloads"),
  );
  await expect(canvasElement).toHaveTextContent(textIn(locale, "admin.import.downloadsHint"));
  await expect(templateOf(canvasElement, locale)).toBeEnabled();
  await expect(exportOf(canvasElement, locale)).toBeEnabled();
  await expect(exportOf(canvasElement, locale)).toHaveAttribute("type", "submit");
  const search = searchOf(canvasElement, locale);
  await expect(search).toHaveValue("");
  await expect(search).toHaveAttribute("maxlength", "200");
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};
export const Ready: Story = { play: readyPlay };
export const ReadyRu: Story = { globals: { locale: "ru" }, play: readyPlay };
export const ReadySr: Story = { globals: { locale: "sr" }, play: readyPlay };

/** The template asks for itself; the export sends its words trimmed, by Enter or its button, or none. */
export const Sends: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.click(templateOf(canvasElement, locale));
    await expect(args.onDownload).toHaveBeenLastCalledWith("template", "");
    const search = searchOf(canvasElement, locale);
    await userEvent.type(search, "  цемент М400 {Enter}");
    await expect(args.onDownload).toHaveBeenLastCalledWith("export", "цемент М400");
    await userEvent.clear(search);
    await userEvent.click(exportOf(canvasElement, locale));
    await expect(args.onDownload).toHaveBeenLastCalledWith("export", "");
    await expect(args.onDownload).toHaveBeenCalledTimes(3);
  },
};

/**
 * One download on its way: its button spins in place of its word, still named by it for a screen reader;
 * neither download takes a press, nor the search box's Enter, until it has come.
 */
const busyPlay =
  (file: "template" | "export"): Story["play"] =>
  async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const template = templateOf(canvasElement, locale);
    const exported = exportOf(canvasElement, locale);
    const [busy, other] = file === "template" ? [template, exported] : [exported, template];
    await expect(busy).toHaveAttribute("data-loading");
    await expect(other).not.toHaveAttribute("data-loading");
    for (const button of [busy, other]) {
      await expect(button).toBeDisabled();
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    await userEvent.type(searchOf(canvasElement, locale), "klej{Enter}");
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.clear(searchOf(canvasElement, locale));
    searchOf(canvasElement, locale).blur();
  };
export const DownloadingTemplate: Story = { args: { downloading: "template" }, play: busyPlay("template") };
export const ExportingSr: Story = {
  args: { downloading: "export" },
  globals: { locale: "sr" },
  play: busyPlay("export"),
};

/** The last download failed: why, under the downloads, and both offered again. */
const refusedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(args.refusal!);
  await userEvent.click(exportOf(canvasElement, globals.locale));
  await expect(args.onDownload).toHaveBeenCalledTimes(1);
  await expect(args.onDownload).toHaveBeenCalledWith("export", "");
  await expect(templateOf(canvasElement, globals.locale)).toBeEnabled();
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const RefusedRu: Story = {
  args: { refusal: downText("ru") },
  globals: { locale: "ru" },
  play: refusedPlay,
};
export const RefusedUz: Story = {
  args: { refusal: downText("uz") },
  globals: { locale: "uz" },
  play: refusedPlay,
};

/**
 * On a 320 px phone, in Uzbek Cyrillic (the longest hint and labels): the hint wraps, each download and the
 * search box take the whole width, one under another, big enough for a finger; nothing past the edge.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    const section = within(canvasElement).getByRole("heading", { level: 2 }).parentElement!;
    const inner = section.clientWidth - 2 * parseFloat(getComputedStyle(section).paddingLeft);
    const [template, search, exported] = [
      templateOf(canvasElement, locale),
      searchOf(canvasElement, locale),
      exportOf(canvasElement, locale),
    ].map((e) => e.getBoundingClientRect());
    for (const r of [template!, search!, exported!]) {
      await expect(r.width).toBeGreaterThanOrEqual(inner - 1);
      await expect(r.height).toBeGreaterThanOrEqual(44);
    }
    await expect(search!.top).toBeGreaterThanOrEqual(template!.bottom);
    await expect(exported!.top).toBeGreaterThanOrEqual(search!.bottom);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
