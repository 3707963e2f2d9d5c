import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { signIn, textIn, withAdmin } from "../demo";

// The back office at /admin/promo for an admin (promo.edit is theirs alone): the nav with "Promo codes"
// current, the section's heading, and its codes.

const meta = {
  title: "Features/Admin/Promo/PromoArea",
  component: AdminArea,
  ...appStory,
  parameters: {
    layout: "fullscreen",
    app: {
      layout: false,
      path: "/admin/promo",
      prepare: async (scope: Scope) => {
        await signIn(scope);
        await withAdmin(scope, new FakeAdminGateway({ caller: "admin" }));
      },
    },
  },
  args: { section: "promo", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const areaPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole("navigation", { name: textIn(locale, "admin.nav.label") }, LOAD);
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, "admin.nav.promo"),
  );
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
    textIn(locale, "admin.nav.promo"),
  );
  const list = await canvas.findByTestId("promo-list", undefined, LOAD);
  await expect(list).toHaveTextContent("QURILISH10");
};

export const Promo: Story = { play: areaPlay };
export const PromoSr: Story = { globals: { locale: "sr" }, play: areaPlay };
