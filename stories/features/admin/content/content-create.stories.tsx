import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import { ContentSection } from "../../../../ui/features/admin/content/content-section";
import { sectionStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { textIn, withAdmin } from "../demo";

// /admin/content's new banner and story forms and the question before a removal, over the fake back office:
// what is made shows last in its list at once, what is removed leaves it.

const meta = {
  title: "Features/Admin/Content/ContentCreate",
  component: ContentSection,
  ...sectionStory,
  parameters: {
    ...sectionStory.parameters,
    app: {
      layout: false,
      path: "/admin/content",
      prepare: (scope: Scope) => withAdmin(scope, new FakeAdminGateway({ caller: "admin" })),
    },
  },
} satisfies Meta<typeof ContentSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const idsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>("li[data-id]")].map((li) => Number(li.dataset.id));

/** The removal's question over the list, naming the banner. */
export const RemoveQuestion: Story = {
  play: async ({ canvasElement, globals }) => {
    const banners = await within(canvasElement).findByTestId("banners", undefined, LOAD);
    const row = banners.querySelector<HTMLElement>('li[data-id="2"]')!;
    await userEvent.click(
      within(row).getByRole("button", {
        name: textIn(globals.locale, "admin.content.removeLabel", {
          name: "Бесплатная доставка по Ташкенту от 2 000 000 сум",
        }),
      }),
    );
    const dialog = await readyDialog();
    await expect(dialog).toHaveTextContent("Бесплатная доставка по Ташкенту от 2 000 000 сум");
  },
};

/** Removed: the banner leaves the list. */
export const Remove: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    const banners = await within(canvasElement).findByTestId("banners", undefined, LOAD);
    const row = banners.querySelector<HTMLElement>('li[data-id="2"]')!;
    await userEvent.click(
      within(row).getByRole("button", { name: new RegExp(textIn(globals.locale, "admin.content.remove")) }),
    );
    await userEvent.click(within(await readyDialog()).getByTestId("remove-confirm"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(idsOf(within(canvasElement).getByTestId("banners"))).toEqual([1, 3, 4]));
  },
};

/** A new story with its picture and link: shown last among the stories at once. */
export const NewStory: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await within(canvasElement).findByTestId("stories", undefined, LOAD);
    await userEvent.click(within(canvasElement).getByTestId("stories-new"));
    const dialog = within(await readyDialog());
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "story.png", { type: "image/png" });
    await userEvent.upload(
      dialog.getByLabelText(textIn(locale, "admin.content.picture"), { exact: false }),
      file,
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.content.link"), { exact: false }),
      "/products",
    );
    await userEvent.type(
      dialog.getByLabelText(textIn(locale, "admin.form.titleRu"), { exact: false }),
      "Скидки недели",
    );
    await userEvent.click(dialog.getByTestId("placed-submit"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("stories")).toHaveTextContent("Скидки недели"),
    );
    await expect(idsOf(within(canvasElement).getByTestId("stories")).at(-1)).toBe(114);
  },
};
