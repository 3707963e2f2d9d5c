import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import type { FakeSheetsOptions } from "../../../../adapters/fake/fake-admin-sheets";
import { $catalogueStartStatus } from "../../../../application/admin/sections/catalogue-start.model";
import { EmptyShopPanel } from "../../../../ui/features/admin/start/empty-shop-panel";
import { sectionStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";

// The panel above the order queue for someone who may edit the catalogue, alone over the fake back office
// (adapters/fake/fake-admin-sheets.ts): it asks the server whether the shop has goods and shows the guide to
// bringing them in only when it has none; nothing while asking or once it has some; the question's failure
// with a retry, or (refused for the caller's role) whom to ask.

const meta = {
  title: "Features/Admin/Start/EmptyShopPanel",
  component: EmptyShopPanel,
  ...sectionStory,
} satisfies Meta<typeof EmptyShopPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const over = (sheets: FakeSheetsOptions, latency?: "never", caller: "admin" | "shopper" = "admin") => ({
  app: {
    layout: false,
    path: "/admin",
    prepare: (scope: Scope) =>
      withAdmin(scope, new FakeAdminGateway({ caller, sheets, ...(latency && { latency }) })),
  },
});
const EMPTY = over({ emptyShop: true });

const statusOf = (loaded: unknown) => (loaded as { scope: Scope }).scope.getState($catalogueStartStatus);

/**
 * A shop with no goods: the guide, named by its heading, with 1C's address and price type as the server
 * tells them, the template's button and the way to the Import page; no error.
 */
const guidePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const guide = await within(canvasElement).findByTestId("empty-shop-guide", undefined, LOAD);
  await expect(within(canvasElement).getByRole("region", { name: textIn(locale, "admin.start.title") })).toBe(
    guide,
  );
  await expect(within(guide).getByTestId("onec-url")).toHaveTextContent(
    "https://qurilish-bozori.uz/api/v1/1c/exchange",
  );
  await expect(within(guide).getByTestId("onec-price-type")).toHaveTextContent(
    textIn(locale, "admin.start.priceType", { priceType: "Розничная" }),
  );
  await expect(
    within(guide).getByRole("button", { name: textIn(locale, "admin.import.template") }),
  ).toBeEnabled();
  await expect(
    within(guide).getByRole("link", { name: textIn(locale, "admin.start.toImport") }),
  ).toHaveAttribute("href", expect.stringMatching(/\/admin\/import$/));
  await expect(within(canvasElement).queryByTestId("empty-shop-error")).toBeNull();
};

export const Guide: Story = { parameters: EMPTY, play: guidePlay };
export const GuideRu: Story = { parameters: EMPTY, globals: { locale: "ru" }, play: guidePlay };
export const GuideSr: Story = { parameters: EMPTY, globals: { locale: "sr" }, play: guidePlay };

/** The template's button fetches it through the back office's gateway, once. */
export const Template: Story = {
  tags: ["no-visual"],
  parameters: EMPTY,
  play: async (context) => {
    await guidePlay(context);
    const { canvasElement, globals, loaded } = context;
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "admin.import.template") }),
    );
    await waitFor(() => expect(adminOf(loaded).sheets.downloads).toEqual([{ file: "template" }]));
  },
};

/** While the server is asked: nothing, so a shop with goods never sees a panel flash. */
export const Asking: Story = {
  tags: ["no-visual"],
  parameters: over({ emptyShop: true }, "never"),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(statusOf(loaded)).toBe("pending"));
    await expect(canvasElement.textContent).toBe("");
    await expect(within(canvasElement).queryByTestId("empty-shop-guide")).toBeNull();
  },
};

/** A shop with goods: once the server has answered, still nothing. */
export const ShopWithGoods: Story = {
  tags: ["no-visual"],
  parameters: over({}),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(statusOf(loaded)).toBe("ready"), LOAD);
    await expect(canvasElement.textContent).toBe("");
    await expect(within(canvasElement).queryByTestId("empty-shop-guide")).toBeNull();
  },
};

/** The question failed: an alert in the story's language with a retry, and no guide. */
const failedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = await within(canvasElement).findByTestId("empty-shop-error", undefined, LOAD);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.start.error"));
  await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  await expect(within(canvasElement).queryByTestId("empty-shop-guide")).toBeNull();
};
const FAILS = over({ emptyShop: true, startFails: true });
export const Failed: Story = { parameters: FAILS, play: failedPlay };
export const FailedRu: Story = { parameters: FAILS, globals: { locale: "ru" }, play: failedPlay };
export const FailedSr: Story = { parameters: FAILS, globals: { locale: "sr" }, play: failedPlay };

/**
 * The caller's role may no longer edit the catalogue (403 STAFF.FORBIDDEN): the server's words and whom to
 * ask, with no "Try again" that would only be refused again; no guide.
 */
export const ForbiddenRu: Story = {
  parameters: over({ emptyShop: true }, undefined, "shopper"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("empty-shop-error", undefined, LOAD);
    await expectRoleRefused(alert, globals.locale);
    await expect(within(canvasElement).queryByTestId("empty-shop-guide")).toBeNull();
  },
};

/** Once the server answers again, the retry asks anew and brings the guide in place of the alert. */
const failing: FakeSheetsOptions = { emptyShop: true, startFails: true };
export const FailedThenRetried: Story = {
  tags: ["no-visual"],
  parameters: over(failing),
  play: async (context) => {
    const { canvasElement, globals } = context;
    await failedPlay(context);
    failing.startFails = false;
    try {
      await userEvent.click(
        within(canvasElement).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await guidePlay(context);
    } finally {
      failing.startFails = true;
    }
  },
};

/**
 * On a 320 px phone: the guide's address wrapped with its Copy button under it, the two ways to bring goods
 * in full width and finger-sized, nothing past the edge.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: EMPTY,
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await guidePlay(context);
    const guide = within(context.canvasElement).getByTestId("empty-shop-guide");
    for (const control of [...within(guide).getAllByRole("button"), within(guide).getByRole("link")])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(context.canvasElement)).toEqual([]);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
