import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import PhotoViewer from "../../../ui/features/reviews/photo-viewer";
import { readyDialog } from "../../support/dialog";
import { demoReviewPhoto, onPhoneStory, textIn } from "./demo";

const PHOTOS = [
  demoReviewPhoto("#b5523b", "1"),
  demoReviewPhoto("#3f7f8c", "2"),
  demoReviewPhoto("#6a4fa3", "3"),
];

const meta = {
  title: "Features/Reviews/PhotoViewer",
  component: PhotoViewer,
  args: { photos: PHOTOS, start: 1, author: "Дилноза Юсупова", onClose: fn() },
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = async (dialog: HTMLElement, locale: unknown, n: number, count = 3) => {
  const photo = within(dialog).getByTestId("viewer-photo");
  await expect(photo).toHaveAccessibleName(textIn(locale, "reviews.viewer.photo", { n, count }));
  await expect(photo).toHaveAttribute("src", PHOTOS[n - 1]!.large);
  await expect(within(dialog).getByTestId("viewer-count")).toHaveTextContent(
    textIn(locale, "reviews.viewer.count", { n, count }),
  );
  await waitFor(() => expect((photo as HTMLImageElement).complete).toBe(true));
};

const browsePlay: Story["play"] = async ({ globals, args }) => {
  const dialog = await readyDialog();
  await expect(dialog).toHaveAccessibleName(
    textIn(globals.locale, "reviews.viewer.title", { author: "Дилноза Юсупова" }),
  );
  await shown(dialog, globals.locale, 2);
  await userEvent.click(
    within(dialog).getByRole("button", { name: textIn(globals.locale, "reviews.viewer.next") }),
  );
  await shown(dialog, globals.locale, 3);
  // Round from the last to the first, by the keys too.
  await userEvent.keyboard("{ArrowRight}");
  await shown(dialog, globals.locale, 1);
  await userEvent.keyboard("{ArrowLeft}");
  await shown(dialog, globals.locale, 3);
  await userEvent.click(
    within(dialog).getByRole("button", { name: textIn(globals.locale, "reviews.viewer.previous") }),
  );
  await shown(dialog, globals.locale, 2);
  await userEvent.keyboard("{Escape}");
  await expect(args.onClose).toHaveBeenCalledTimes(1);
};
/** Opened on the second of three photos: next, previous, the arrow keys, Escape. */
export const Browse: Story = { play: browsePlay };
export const BrowseRu: Story = { globals: { locale: "ru" }, play: browsePlay };
export const BrowseSr: Story = { globals: { locale: "sr" }, play: browsePlay };

/** One photo: no previous or next; the close button closes. */
export const OnePhoto: Story = {
  args: { photos: [PHOTOS[0]!], start: 0 },
  play: async ({ globals, args }) => {
    const dialog = await readyDialog();
    await shown(dialog, globals.locale, 1, 1);
    await expect(within(dialog).queryByTestId("viewer-next")).toBeNull();
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(globals.locale, "kit.modal.close") }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone: the photo fits the screen, the buttons stay reachable. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await shown(dialog, globals.locale, 2);
    const photo = within(dialog).getByTestId("viewer-photo").getBoundingClientRect();
    await expect(photo.right).toBeLessThanOrEqual(320);
    await expect(photo.left).toBeGreaterThanOrEqual(0);
    // Measured once the dialog's entrance (a scale from 95 %) is over.
    await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
    for (const id of ["viewer-previous", "viewer-next"]) {
      const box = within(dialog).getByTestId(id).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(320);
    }
  },
};
