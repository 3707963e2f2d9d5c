import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { PagesSection } from "../../../../ui/features/admin/pages/pages-section";
import { sectionStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { expectRoleRefused, textIn, withAdmin } from "../demo";

// /admin/pages's body over the fake back office (adapters/fake/fake-admin-content-edit.ts): two pages and two
// posts, one post not yet in Uzbek Latin (marked).

const meta = {
  title: "Features/Admin/Pages/PagesSection",
  component: PagesSection,
  ...sectionStory,
} satisfies Meta<typeof PagesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const over = (options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: "/admin/pages",
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway({ caller: "admin", ...options })),
  },
});

export const Lists: Story = {
  parameters: over(),
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, globals }) => {
    const pages = await within(canvasElement).findByTestId("pages", undefined, LOAD);
    await expect(pages).toHaveTextContent("/pages/delivery");
    const posts = await within(canvasElement).findByTestId("posts", undefined, LOAD);
    await expect(within(posts).getAllByText(textIn(globals.locale, "admin.pages.untranslated"))).toHaveLength(
      1,
    );
  },
};

export const Loading: Story = {
  parameters: over({ latency: "never" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("pages-loading")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(within(canvasElement).getByTestId("posts-loading")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: over({ empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByTestId("pages-empty", undefined, LOAD)).toHaveTextContent(
      textIn(globals.locale, "admin.content.empty"),
    );
  },
};

export const Failed: Story = {
  parameters: over({ failing: true }),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("posts-error", undefined, LOAD);
    await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  },
};

/** The caller's role does not open the section (403): both lists say so and whom to ask, with no retry. */
export const ForbiddenSr: Story = {
  tags: ["no-visual"],
  parameters: over({ caller: "shopper" }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expectRoleRefused(await canvas.findByTestId("pages-error", undefined, LOAD), globals.locale);
    await expectRoleRefused(await canvas.findByTestId("posts-error", undefined, LOAD), globals.locale);
  },
};

export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  parameters: over(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("posts", undefined, LOAD);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};

/** A post's Uzbek Latin title written: saved, the form closes, the mark goes. */
export const Translate: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, globals }) => {
    const posts = await within(canvasElement).findByTestId("posts", undefined, LOAD);
    await userEvent.click(within(posts.querySelector<HTMLElement>('li[data-id="32"]')!).getByRole("button"));
    const dialog = await readyDialog();
    const latin = within(dialog).getAllByDisplayValue("Утепляем фасад")[1]!;
    await userEvent.clear(latin);
    await userEvent.type(latin, "Fasadni isitamiz");
    const body = within(dialog).getAllByDisplayValue("<p>Минвата или пенопласт…</p>")[1]!;
    await userEvent.clear(body);
    await userEvent.type(body, "Mineral paxta yoki penoplast");
    await userEvent.click(within(dialog).getByTestId("text-submit"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(posts).queryByText(textIn(globals.locale, "admin.pages.untranslated"))).toBeNull(),
    );
  },
};
