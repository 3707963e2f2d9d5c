import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, signIn, textIn, withAdmin } from "../demo";

// The Import page at /admin/import over the fake back office (adapters/fake/fake-admin-sheets.ts): the
// downloads, the upload, and a job the URL names (?job=): 1 done with eight refused rows, 2 done with 45 (the
// table's pages), 3 failed half-way, 4 running, 5 still counting its rows.

const meta = {
  title: "Features/Admin/Sheets/ImportArea",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { section: "import", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const at = (path: string, options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      await signIn(scope);
      await withAdmin(scope, new FakeAdminGateway({ caller: "admin", ...options }));
    },
  },
});

const progress = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId("import-progress", undefined, LOAD);

/** No job yet: the downloads and the upload, the section marked in the nav. */
export const Start: Story = {
  parameters: at("/admin/import"),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole(
      "navigation",
      { name: textIn(globals.locale, "admin.nav.label") },
      LOAD,
    );
    await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
      textIn(globals.locale, "admin.nav.import"),
    );
    await expect(canvas.getByTestId("sheet-template")).toBeEnabled();
    await expect(canvas.queryByTestId("import-progress")).toBeNull();
  },
};

/** A finished job with eight refused rows, in Russian. */
export const DoneRu: Story = {
  parameters: at("/admin/import?job=1"),
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "done"),
      LOAD,
    );
    const errors = within(canvasElement).getByTestId("import-errors");
    await expect(within(errors).getAllByRole("row")).toHaveLength(9);
    await expect(within(canvasElement).getByTestId("import-created")).toHaveTextContent("98");
  },
};

/** 45 refused rows: twenty a page, the third page holding five. */
export const ManyErrorsSr: Story = {
  parameters: at("/admin/import?job=2"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const errors = await within(canvasElement).findByTestId("import-errors", undefined, LOAD);
    await expect(within(errors).getAllByRole("row")).toHaveLength(21);
    const next = within(errors).getByRole("button", { name: textIn(globals.locale, "admin.queue.next") });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(within(errors).getAllByRole("row")).toHaveLength(6);
    await expect(next).toBeDisabled();
  },
};

/** A job the server stopped: how far it got and why. */
export const Failed: Story = {
  parameters: at("/admin/import?job=3"),
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "failed"),
      LOAD,
    );
    await expect(within(canvasElement).getByTestId("import-failure")).not.toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByTestId("import-errors")).toBeNull();
  },
};

/** Under way at 41 %, the bar still moving (the fake's job 4 never ends). */
export const RunningRu: Story = {
  parameters: at("/admin/import?job=4"),
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "running"),
      LOAD,
    );
    await expect(within(canvasElement).getByTestId("import-processed")).toHaveTextContent("(41 %)");
  },
};

/** Queued, its rows not counted yet: the bar without a figure (the loading state). */
export const Counting: Story = {
  parameters: at("/admin/import?job=5"),
  play: async ({ canvasElement, globals }) => {
    await waitFor(
      async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "queued"),
      LOAD,
    );
    await expect(within(canvasElement).getByTestId("import-processed")).toHaveTextContent(
      textIn(globals.locale, "admin.import.counting"),
    );
  },
};

/** The job the URL names cannot be read (no such job): why, and a way to ask again. */
export const JobErrorRu: Story = {
  parameters: at("/admin/import?job=999"),
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    const failed = await within(canvasElement).findByTestId("import-job-error", undefined, LOAD);
    await expect(failed).toHaveAttribute("role", "alert");
  },
};

/** A file chosen and sent: its job followed, poll by poll, to its end, its number put in the URL. */
export const UploadFollowed: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/import"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByTestId("sheet-file", undefined, LOAD);
    await userEvent.upload(input, new File(["sku;price"], "prays.csv", { type: "text/csv" }));
    await userEvent.click(canvas.getByTestId("sheet-upload"));
    await waitFor(() => expect(adminOf(loaded).sheets.uploads).toEqual(["prays.csv"]), LOAD);
    await waitFor(async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "done"), {
      timeout: 15_000,
    });
    await expect(canvas.getByTestId("import-errors")).toBeVisible();
  },
};

/** Sending without a file says so at the field; a wrong file type is refused by the server, in its words. */
export const UploadRefused: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/import"),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId("sheet-upload", undefined, LOAD));
    await expect(canvas.getByTestId("sheet-upload-error")).toHaveTextContent(
      textIn(globals.locale, "admin.import.chooseFirst"),
    );
    await userEvent.upload(canvas.getByTestId("sheet-file"), new File(["x"], "old.xls"));
    await userEvent.click(canvas.getByTestId("sheet-upload"));
    await waitFor(() => expect(canvas.getByTestId("sheet-upload-error")).not.toBeEmptyDOMElement(), LOAD);
    await expect(adminOf(loaded).sheets.uploads).toEqual([]);
  },
};

/** The template and the narrowed export are fetched through the gateway (with the staff's token). */
export const Downloads: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/import"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId("sheet-template", undefined, LOAD));
    await userEvent.type(canvas.getByTestId("sheet-export-search"), "цемент");
    await userEvent.click(canvas.getByTestId("sheet-export"));
    await waitFor(() =>
      expect(adminOf(loaded).sheets.downloads).toEqual([
        { file: "template" },
        { file: "export", filter: { search: "цемент", categoryId: null, brandId: null } },
      ]),
    );
  },
};

/** On a 320 px phone: everything one under another, the refused rows as a list, nothing past the edge. */
export const DonePhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: at("/admin/import?job=1"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await waitFor(
      async () => expect(await progress(canvasElement)).toHaveAttribute("data-state", "done"),
      LOAD,
    );
    const errors = within(canvasElement).getByTestId("import-errors");
    await expect(within(errors).getAllByRole("listitem")).toHaveLength(8);
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
