import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ImportRowError } from "../../../../application/admin/sections/sheets.types";
import { ImportErrors } from "../../../../ui/features/admin/sheets/import-errors";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { countIn, demoJob } from "./demo";

// A finished job's refused rows alone, as the Import page lists them under its progress: the sheet's row, the
// column and what is wrong (the server's words), twenty a page; a list of cards on a phone. The server keeps
// only the first 1 000 of a job's refused rows and counts them all.

const FEW = demoJob(1).errors;
const MANY = demoJob(2).errors;
/** The thousand rows the server kept of a job that refused 1 204. */
const KEPT: ImportRowError[] = Array.from({ length: 1000 }, (_, i) => ({
  ...MANY[i % MANY.length]!,
  row: i + 2,
}));

const meta = {
  title: "Features/Admin/Sheets/ImportErrors",
  component: ImportErrors,
  args: { errors: FEW, errorCount: FEW.length },
} satisfies Meta<typeof ImportErrors>;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("region", { name: textIn(locale, "admin.import.errorsTitle") });
/** The table's body rows, each read as [row, column, what is wrong]. */
const bodyRows = (section: HTMLElement) =>
  within(section)
    .getAllByRole("row")
    .slice(1)
    .map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent));
const pagerOf = (section: HTMLElement, locale: unknown) =>
  within(section).getByRole("navigation", { name: textIn(locale, "admin.queue.pages") });

/**
 * Eight refused rows: a section named by its heading, a table whose columns are named, one line per refused
 * row in the sheet's order with the server's words; all of them on one page, so no pager and no "first N".
 */
const fewPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const section = sectionOf(canvasElement, locale);
  await expect(
    within(section)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual(
    ["admin.import.row", "admin.import.field", "admin.import.message"].map((id) => textIn(locale, id)),
  );
  await expect(bodyRows(section)).toEqual(FEW.map((e) => [String(e.row), e.field, e.message]));
  await expect(within(section).queryByRole("navigation")).toBeNull();
  await expect(section).not.toHaveTextContent(
    textIn(locale, "admin.import.errorsKept", { kept: FEW.length, all: FEW.length }),
  );
  // The phone's cards are not drawn beside the table.
  await expect(within(section).queryByRole("list")).toBeNull();
};
export const Few: Story = { play: fewPlay };
export const FewRu: Story = { globals: { locale: "ru" }, play: fewPlay };

/** 45 refused rows, in Uzbek Latin: twenty a page; "Next" twice shows the last five, then stops. */
export const PagedSr: Story = {
  args: { errors: MANY, errorCount: MANY.length },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const section = sectionOf(canvasElement, locale);
    const pager = pagerOf(section, locale);
    await expect(pager).toHaveTextContent(textIn(locale, "admin.queue.pageOf", { page: 1, pages: 3 }));
    await expect(bodyRows(section).map(([row]) => row)).toEqual(MANY.slice(0, 20).map((e) => String(e.row)));
    const next = within(pager).getByRole("button", { name: textIn(locale, "admin.queue.next") });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(bodyRows(section).map(([row]) => row)).toEqual(MANY.slice(40).map((e) => String(e.row)));
    await expect(pager).toHaveTextContent(textIn(locale, "admin.queue.pageOf", { page: 3, pages: 3 }));
    await expect(next).toBeDisabled();
    await expect(
      within(pager).getByRole("button", { name: textIn(locale, "admin.queue.previous") }),
    ).toBeEnabled();
    next.blur();
  },
};

/**
 * More refused rows than the server keeps, in Russian: says the first 1 000 of 1 204 are listed (grouped as
 * the language writes numbers), fifty pages of them.
 */
export const KeptRu: Story = {
  args: { errors: KEPT, errorCount: 1_204 },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const section = sectionOf(canvasElement, locale);
    await expect(section).toHaveTextContent(
      textIn(locale, "admin.import.errorsKept", { kept: countIn(1000), all: countIn(1204) }).replace(
        /\s/g,
        " ",
      ),
    );
    await expect(pagerOf(section, locale)).toHaveTextContent(
      textIn(locale, "admin.queue.pageOf", { page: 1, pages: 50 }),
    );
    await expect(bodyRows(section)).toHaveLength(20);
  },
};

/** A job that refused nothing: no section at all, not an empty table. */
export const None: Story = {
  args: { errors: [], errorCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId("import-errors")).toBeNull();
    await expect(within(canvasElement).queryByRole("heading")).toBeNull();
  },
};

/**
 * On a 320 px phone, in Uzbek Cyrillic: a card per refused row ("Row 3 · price" over the server's words) in
 * place of the table, the pager's buttons big enough for a finger, nothing past the edge.
 */
export const Phone: Story = {
  tags: ["phone"],
  args: { errors: MANY, errorCount: MANY.length },
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    const section = sectionOf(canvasElement, locale);
    await expect(within(section).queryByRole("table")).toBeNull();
    const cards = within(section).getAllByRole("listitem");
    await expect(cards).toHaveLength(20);
    await expect(cards[0]).toHaveTextContent(
      `${textIn(locale, "admin.import.rowNo", { row: MANY[0]!.row })} · ${MANY[0]!.field}${MANY[0]!.message}`,
    );
    for (const button of within(pagerOf(section, locale)).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
