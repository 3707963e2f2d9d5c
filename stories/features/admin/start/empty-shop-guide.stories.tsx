import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, signIn, textIn, withAdmin } from "../demo";

// The back office's first page for an admin of a shop with no goods yet: above the order queue, the guide to
// bringing them in (1C's address and settings as the fake server tells them, the template, the Import page).

const meta = {
  title: "Features/Admin/Start/EmptyShopGuide",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const at = (options: FakeAdminOptions) => ({
  app: {
    layout: false,
    path: "/admin",
    prepare: async (scope: Scope) => {
      await signIn(scope);
      await withAdmin(scope, new FakeAdminGateway({ caller: "admin", empty: true, ...options }));
    },
  },
});

const EMPTY = at({ sheets: { emptyShop: true } });

const guidePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const guide = await within(canvasElement).findByTestId("empty-shop-guide", undefined, LOAD);
  await expect(within(guide).getByTestId("onec-url")).toHaveTextContent(
    "https://qurilish-bozori.uz/api/v1/1c/exchange",
  );
  await expect(within(guide).getByTestId("onec-price-type")).toHaveTextContent(
    textIn(globals.locale, "admin.start.priceType", { priceType: "Розничная" }),
  );
  await expect(within(guide).getByRole("link")).toHaveAttribute(
    "href",
    expect.stringMatching(/\/admin\/import$/),
  );
};

export const Guide: Story = { parameters: EMPTY, play: guidePlay };
export const GuideRu: Story = { parameters: EMPTY, globals: { locale: "ru" }, play: guidePlay };
export const GuideSr: Story = { parameters: EMPTY, globals: { locale: "sr" }, play: guidePlay };

/** The template is fetched through the gateway from the guide too. */
export const GuideTemplate: Story = {
  tags: ["no-visual"],
  parameters: EMPTY,
  play: async (context) => {
    await guidePlay(context);
    const { canvasElement, globals, loaded } = context;
    const guide = within(canvasElement).getByTestId("empty-shop-guide");
    await userEvent.click(
      within(guide).getByRole("button", { name: textIn(globals.locale, "admin.import.template") }),
    );
    await waitFor(() => expect(adminOf(loaded).sheets.downloads).toEqual([{ file: "template" }]));
  },
};

/** A shop with goods: no guide (also while asking), only the queue. */
export const ShopWithGoods: Story = {
  tags: ["no-visual"],
  parameters: at({}),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("queue-empty", undefined, LOAD);
    await expect(within(canvasElement).queryByTestId("empty-shop-guide")).toBeNull();
  },
};

/** The guide's facts could not be read: said, with a retry; the queue still works. */
export const StartError: Story = {
  parameters: at({ sheets: { emptyShop: true, startFails: true } }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("empty-shop-error", undefined, LOAD);
    await within(canvasElement).findByTestId("queue-empty", undefined, LOAD);
  },
};

/** On a 320 px phone: the address and its Copy button one under the other, nothing past the edge. */
export const GuidePhone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: EMPTY,
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await guidePlay(context);
    const { canvasElement } = context;
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
