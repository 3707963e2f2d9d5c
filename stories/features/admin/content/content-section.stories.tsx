import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { ContentSection } from "../../../../ui/features/admin/content/content-section";
import { sectionStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn, withAdmin } from "../demo";

// /admin/content's body over the fake back office (adapters/fake/fake-admin-content.ts): four banners and
// four stories, one of each hidden. Every move and switch is saved to the fake and the list shows its answer.

const meta = {
  title: "Features/Admin/Content/ContentSection",
  component: ContentSection,
  ...sectionStory,
} satisfies Meta<typeof ContentSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const over = (options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path: "/admin/content",
    prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway({ caller: "admin", ...options })),
  },
});

const listOf = (canvasElement: HTMLElement, kind: "banners" | "stories") =>
  within(canvasElement).findByTestId(kind, undefined, LOAD);
const idsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>("li[data-id]")].map((li) => Number(li.dataset.id));
const rowOf = (list: HTMLElement, id: number) => list.querySelector<HTMLElement>(`li[data-id="${id}"]`)!;

/** Both lists in the server's order, each row with its picture, title, place and switch in its state. */
const listsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: textIn(locale, "admin.content.banners") })).toBeVisible();
  await expect(canvas.getByRole("heading", { name: textIn(locale, "admin.content.stories") })).toBeVisible();
  const banners = await listOf(canvasElement, "banners");
  await expect(idsOf(banners)).toEqual([1, 2, 3, 4]);
  await expect(idsOf(await listOf(canvasElement, "stories"))).toEqual([11, 12, 13, 14]);
  const first = within(rowOf(banners, 1));
  await expect(first.getByRole("button", { name: textIn(locale, "admin.content.moveUp") })).toBeDisabled();
  await expect(first.getByRole("button", { name: textIn(locale, "admin.content.moveDown") })).toBeEnabled();
  await expect(rowOf(banners, 1)).toHaveTextContent(
    textIn(locale, "admin.content.position", { position: 1 }),
  );
  await expect(first.getByRole("switch")).toHaveAttribute("aria-checked", "true");
  await expect(within(rowOf(banners, 3)).getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await expect(within(rowOf(banners, 3)).getByRole("switch")).toHaveAccessibleName(
    textIn(locale, "admin.content.visibleLabel", { title: "Новая коллекция керамической плитки" }),
  );
  await expect(
    within(rowOf(banners, 4)).getByRole("button", { name: textIn(locale, "admin.content.moveDown") }),
  ).toBeDisabled();
  await waitFor(() =>
    expect(
      [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    ).toBe(true),
  );
};

export const Lists: Story = { parameters: over(), play: listsPlay };
export const ListsRu: Story = { parameters: over(), globals: { locale: "ru" }, play: listsPlay };
export const ListsSr: Story = { parameters: over(), globals: { locale: "sr" }, play: listsPlay };

export const Loading: Story = {
  parameters: over({ latency: "never" }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("banners-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.content.loading"));
    await expect(within(canvasElement).getByTestId("stories-loading")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: over({ empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("banners-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.content.empty"));
    await expect(within(canvasElement).getByTestId("stories-empty")).toBeVisible();
  },
};

/**
 * The caller's role does not open the section (403): both lists say so and whom to ask, with no retry and no
 * "New banner" or "New story", which would only be refused again.
 */
export const ForbiddenRu: Story = {
  tags: ["no-visual"],
  parameters: over({ caller: "shopper" }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expectRoleRefused(await canvas.findByTestId("banners-error", undefined, LOAD), globals.locale);
    await expectRoleRefused(await canvas.findByTestId("stories-error", undefined, LOAD), globals.locale);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

const failing: FakeAdminOptions = { caller: "admin", failing: true };
export const Failed: Story = {
  parameters: over({ failing: true }),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("banners-error", undefined, LOAD);
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.content.error"));
    await expect(within(alert).getByRole("button")).toHaveTextContent(textIn(globals.locale, "admin.retry"));
  },
};

/** The server comes back: the banners' retry reads them; the stories stay refused until their own retry. */
export const FailedThenRetried: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin/content",
      prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway(failing)),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("banners-error", undefined, LOAD);
    failing.failing = false;
    try {
      await userEvent.click(
        within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }),
      );
      await expect(idsOf(await listOf(canvasElement, "banners"))).toEqual([1, 2, 3, 4]);
      await expect(within(canvasElement).getByTestId("stories-error")).toBeVisible();
    } finally {
      failing.failing = true;
    }
  },
};

/**
 * Moving by keyboard: the first banner's "Move down" pressed with Enter saves the two swapped positions, and
 * the list, read again, shows the new order.
 */
const movePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const banners = await listOf(canvasElement, "banners");
  const down = within(rowOf(banners, 1)).getByRole("button", {
    name: textIn(locale, "admin.content.moveDown"),
  });
  down.focus();
  await userEvent.keyboard("{Enter}");
  const fake = adminOf(loaded);
  await waitFor(() =>
    expect(fake.content.changes).toEqual([
      { kind: "banners", id: 1, change: { position: 2 } },
      { kind: "banners", id: 2, change: { position: 1 } },
    ]),
  );
  await waitFor(async () => expect(idsOf(await listOf(canvasElement, "banners"))).toEqual([2, 1, 3, 4]));
  const story = within(rowOf(await listOf(canvasElement, "stories"), 14));
  await userEvent.click(story.getByRole("button", { name: textIn(locale, "admin.content.moveUp") }));
  await waitFor(async () => expect(idsOf(await listOf(canvasElement, "stories"))).toEqual([11, 12, 14, 13]));
};
export const Move: Story = { tags: ["no-visual"], parameters: over(), play: movePlay };
export const MoveRu: Story = {
  tags: ["no-visual"],
  parameters: over(),
  globals: { locale: "ru" },
  play: movePlay,
};

/** The switch: a hidden story shown and a banner hidden, each saved, each switch turning with the answer. */
export const ShowAndHide: Story = {
  tags: ["no-visual"],
  parameters: over(),
  play: async ({ canvasElement, loaded }) => {
    const stories = await listOf(canvasElement, "stories");
    await userEvent.click(within(rowOf(stories, 13)).getByRole("switch"));
    const fake = adminOf(loaded);
    await waitFor(() =>
      expect(fake.content.changes).toEqual([{ kind: "stories", id: 13, change: { visible: true } }]),
    );
    await waitFor(() =>
      expect(within(rowOf(stories, 13)).getByRole("switch")).toHaveAttribute("aria-checked", "true"),
    );
    const banners = await listOf(canvasElement, "banners");
    await waitFor(() => expect(within(rowOf(banners, 2)).getByRole("switch")).toBeEnabled());
    within(rowOf(banners, 2)).getByRole("switch").focus();
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(within(rowOf(banners, 2)).getByRole("switch")).toHaveAttribute("aria-checked", "false"),
    );
    await expect(fake.content.changes.at(-1)).toEqual({ kind: "banners", id: 2, change: { visible: false } });
  },
};

/** Another staff member removed a story meanwhile: the switch is refused, in words, by that row. */
export const RefusedUz: Story = {
  parameters: over(),
  globals: { locale: "uz" },
  play: async ({ canvasElement, loaded }) => {
    const stories = await listOf(canvasElement, "stories");
    adminOf(loaded).content.remove("stories", 12);
    await userEvent.click(within(rowOf(stories, 12)).getByRole("switch"));
    const alert = await within(rowOf(stories, 12)).findByRole("alert", undefined, LOAD);
    await expect(alert.textContent).not.toMatch(/GENERIC\./);
    await expect(alert.textContent).not.toBe("");
    await expect(within(rowOf(stories, 12)).getByRole("switch")).toHaveAttribute("aria-checked", "true");
  },
};

/** On a 320 px phone: the controls under each title, 44 px targets, nothing wider than the screen. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: over(),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const banners = await listOf(canvasElement, "banners");
    for (const control of [
      ...within(banners).getAllByRole("button"),
      ...within(banners).getAllByRole("switch"),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
