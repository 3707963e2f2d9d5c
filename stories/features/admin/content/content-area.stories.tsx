import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { signIn, textIn, withAdmin } from "../demo";

// The back office at /admin/content for an admin (content.edit is theirs alone): the nav with "Banners and
// stories" current, the section's heading, and its two lists.

const meta = {
  title: "Features/Admin/Content/ContentArea",
  component: AdminArea,
  ...appStory,
  parameters: {
    layout: "fullscreen",
    app: {
      layout: false,
      path: "/admin/content",
      prepare: async (scope: Scope) => {
        await signIn(scope);
        await withAdmin(scope, new FakeAdminGateway({ caller: "admin" }));
      },
    },
  },
  args: { section: "content", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const areaPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole("navigation", { name: textIn(locale, "admin.nav.label") }, LOAD);
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, "admin.nav.content"),
  );
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
    textIn(locale, "admin.nav.content"),
  );
  const list = await canvas.findByTestId("banners", undefined, LOAD);
  await expect(list).toHaveTextContent("Скидка 10% на цемент М400");
};

export const Content: Story = { play: areaPlay };
export const ContentSr: Story = { globals: { locale: "sr" }, play: areaPlay };
