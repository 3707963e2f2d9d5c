import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { ImportSection } from "../../../../ui/features/admin/sheets/import-section";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { sectionStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, localeOf, textIn, withAdmin } from "../demo";
import { ADMIN, countIn } from "./demo";

// /admin/import's body over the fake back office (demo.ts): the downloads, the upload, and the job the URL
// names (?job=) followed poll by poll until it ends. The fake's `sheets.job` is watched, so a story sees
// each poll. The whole page with its nav is ImportArea's.

const meta = {
  title: "Features/Admin/Sheets/ImportSection",
  component: ImportSection,
  ...sectionStory,
} satisfies Meta<typeof ImportSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** /admin/import with `query`, over a fake back office with `options` (its own, so a story can flip them). */
const over = (query = "", options: FakeAdminOptions = { ...ADMIN }) => ({
  app: {
    layout: false,
    path: `/admin/import${query}`,
    prepare: (scope: Scope) => {
      const fake = new FakeAdminGateway(options);
      spyOn(fake.sheets, "job");
      return withAdmin(scope, fake);
    },
  },
});

/** The jobs the section asked the server about, poll by poll. */
const polls = (loaded: unknown) =>
  (adminOf(loaded).sheets.job as unknown as { mock: { calls: number[][] } }).mock.calls.map(([id]) => id);

const progress = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId("import-progress", undefined, LOAD);
const stateOf = async (canvasElement: HTMLElement, state: string) =>
  waitFor(async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", state), LOAD);
const button = (canvasElement: HTMLElement, locale: unknown, id: string) =>
  within(canvasElement).getByRole("button", { name: textIn(locale, id) });

/** What the section says when the server has no such job (404), in the story's language. */
const goneText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(404, "", "GENERIC.NOT_FOUND")));

/** No job yet: the two downloads and the upload, nothing asked of the server. */
export const Start: Story = {
  parameters: over(),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const headings = await within(canvasElement).findAllByRole("heading", { level: 2 }, LOAD);
    await expect(headings.map((h) => h.textContent)).toEqual(
      ["admin.import.downloads", "admin.import.upload"].map((id) => textIn(locale, id)),
    );
    await expect(button(canvasElement, locale, "admin.import.template")).toBeEnabled();
    await expect(button(canvasElement, locale, "admin.import.export")).toBeEnabled();
    await expect(within(canvasElement).queryByTestId("import-progress")).toBeNull();
    await expect(polls(loaded)).toEqual([]);
    await expect(adminOf(loaded).sheets.downloads).toEqual([]);
  },
};

/** A finished job from the URL: read once, not polled again; its refused rows listed under it. */
export const DoneRu: Story = {
  parameters: over("?job=1"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, loaded }) => {
    await stateOf(canvasElement, "done");
    await expect(within(canvasElement).getByTestId("import-created")).toHaveTextContent("98");
    const errors = within(canvasElement).getByTestId("import-errors");
    await expect(within(errors).getAllByRole("row")).toHaveLength(9);
    await expect(polls(loaded)).toEqual([1]);
  },
};

/** Under way: polled again and again, 12 400 of 30 000 rows, 41 %, grouped as Uzbek Latin writes them. */
export const RunningSr: Story = {
  parameters: over("?job=4"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, loaded }) => {
    await stateOf(canvasElement, "running");
    await expect(within(canvasElement).getByTestId("import-processed").textContent).toBe(
      `${textIn(globals.locale, "admin.import.processed", { processed: countIn(12_400), total: countIn(30_000) })} (41\u00A0%)`,
    );
    await waitFor(() => expect(polls(loaded).length).toBeGreaterThanOrEqual(2), LOAD);
    await expect(new Set(polls(loaded))).toEqual(new Set([4]));
  },
};

/** Queued, its rows still counted: the bar without a figure (the job's loading state). */
export const Counting: Story = {
  parameters: over("?job=5"),
  play: async ({ canvasElement, globals }) => {
    await stateOf(canvasElement, "queued");
    await expect(within(canvasElement).getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
    await expect(within(canvasElement).getByTestId("import-processed")).toHaveTextContent(
      textIn(globals.locale, "admin.import.counting"),
    );
  },
};

/** A job the server stopped: how far it got and why, no refused rows to list. */
export const Failed: Story = {
  parameters: over("?job=3"),
  play: async ({ canvasElement, loaded }) => {
    await stateOf(canvasElement, "failed");
    await expect(within(canvasElement).getByTestId("import-failure")).toHaveTextContent(
      "Загрузка прервана: сервер перезапустился.",
    );
    await expect(within(canvasElement).queryByTestId("import-errors")).toBeNull();
    await expect(polls(loaded)).toEqual([3]);
  },
};

/** The URL names a job the server does not have: why, and a "Try again" that asks once more. */
export const JobMissingRu: Story = {
  parameters: over("?job=999"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const alert = await within(canvasElement).findByTestId("import-job-error", undefined, LOAD);
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toHaveTextContent(goneText(locale));
    await expect(polls(loaded)).toEqual([999]);
    await userEvent.click(within(alert).getByRole("button", { name: textIn(locale, "admin.retry") }));
    await waitFor(() => expect(polls(loaded)).toEqual([999, 999]));
    await expect(await within(canvasElement).findByTestId("import-job-error")).toBeVisible();
    await expect(within(canvasElement).queryByTestId("import-progress")).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server is down when the job is read; once it is back, "Try again" shows the job. */
const down: FakeAdminOptions = { ...ADMIN, failing: true };
export const JobDownThenRetried: Story = {
  tags: ["no-visual"],
  parameters: over("?job=1", down),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const alert = await within(canvasElement).findByTestId("import-job-error", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(locale, "an_error_occurred"));
    down.failing = false;
    try {
      await userEvent.click(within(alert).getByRole("button", { name: textIn(locale, "admin.retry") }));
      await stateOf(canvasElement, "done");
    } finally {
      down.failing = true;
    }
    await expect(within(canvasElement).queryByTestId("import-job-error")).toBeNull();
    await expect(polls(loaded)).toEqual([1, 1]);
  },
};

/**
 * The template and the export (narrowed by some words) are fetched through the gateway, with the staff's
 * token, and handed to the browser as files of their own names. The story keeps the browser from saving
 * them and records what it would have saved.
 */
export const Downloads: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const saved: { name: string; href: string }[] = [];
    const save = (e: MouseEvent) => {
      const a = e.target as HTMLAnchorElement;
      if (a.tagName !== "A" || !a.download) return;
      saved.push({ name: a.download, href: a.href });
      e.preventDefault();
    };
    document.addEventListener("click", save, { capture: true });
    try {
      await userEvent.click(
        await within(canvasElement).findByRole(
          "button",
          { name: textIn(locale, "admin.import.template") },
          LOAD,
        ),
      );
      await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["catalogue-template.xlsx"]));
      await userEvent.type(within(canvasElement).getByTestId("sheet-export-search"), " цемент {Enter}");
      await waitFor(() =>
        expect(saved.map((s) => s.name)).toEqual(["catalogue-template.xlsx", "catalogue.xlsx"]),
      );
    } finally {
      document.removeEventListener("click", save, { capture: true });
    }
    for (const { href } of saved) {
      await expect(href).toMatch(/^blob:/);
      await expect(await (await fetch(href)).text()).toBe("sku,title_ru");
    }
    await expect(adminOf(loaded).sheets.downloads).toEqual([
      { file: "template" },
      { file: "export", filter: { search: "цемент", categoryId: null, brandId: null } },
    ]);
  },
};

/** A download the server refused: why, under the downloads, both offered again. */
export const DownloadRefusedSr: Story = {
  parameters: over("", { ...ADMIN, failing: true }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: textIn(locale, "admin.import.export") }, LOAD),
    );
    await expect(await within(canvasElement).findByRole("alert", undefined, LOAD)).toHaveTextContent(
      textIn(locale, "an_error_occurred"),
    );
    await waitFor(() => expect(button(canvasElement, locale, "admin.import.export")).toBeEnabled());
    await expect(button(canvasElement, locale, "admin.import.template")).toBeEnabled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The template on its way (a slow server): its button spins, still named; neither takes a press. */
export const DownloadingRu: Story = {
  parameters: over("", { ...ADMIN, latency: "never" }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await userEvent.click(
      await within(canvasElement).findByRole(
        "button",
        { name: textIn(locale, "admin.import.template") },
        LOAD,
      ),
    );
    const template = button(canvasElement, locale, "admin.import.template");
    await waitFor(() => expect(template).toHaveAttribute("data-loading"));
    await expect(template).toBeDisabled();
    await expect(button(canvasElement, locale, "admin.import.export")).toBeDisabled();
    await expect(adminOf(loaded).sheets.downloads).toEqual([]);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A file sent: its job followed poll by poll until the server stops it half-way, and why said. */
export const UploadStopped: Story = {
  tags: ["no-visual"],
  parameters: over("", { ...ADMIN, sheets: { outcome: "failed", rows: 8 } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      await canvas.findByTestId("sheet-file", undefined, LOAD),
      new File(["sku;price"], "prays.csv", { type: "text/csv" }),
    );
    await userEvent.click(canvas.getByTestId("sheet-upload"));
    await waitFor(() => expect(adminOf(loaded).sheets.uploads).toEqual(["prays.csv"]), LOAD);
    await stateOf(canvasElement, "failed");
    await expect(canvas.getByTestId("import-failure")).toHaveTextContent("Загрузка прервана");
    await expect(new Set(polls(loaded))).toEqual(new Set([100]));
    await expect(polls(loaded).length).toBeGreaterThanOrEqual(3);
  },
};

/** On a 320 px phone: a done job of thousands of rows, its refused rows as a list, nothing past the edge. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: over("?job=2"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await stateOf(canvasElement, "done");
    await expect(within(canvasElement).getByTestId("import-created").textContent).toBe(countIn(2500));
    const errors = within(canvasElement).getByTestId("import-errors");
    await expect(within(errors).getAllByRole("listitem")).toHaveLength(20);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
