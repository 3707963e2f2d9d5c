import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { StaffReviewPhotos } from "../../../../ui/features/admin/reviews/review-photos";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoPhoto, demoPhotos, demoReview } from "./demo";

// A review's photos as thumbnails in a list: each a link named "Photo 2 of 3" that opens the full-size photo
// in a tab of its own, so the list stays where it was. The photos are drawn on the spot (demo.ts).

const meta = {
  title: "Features/Admin/Reviews/ReviewPhotos",
  component: StaffReviewPhotos,
  args: { photos: demoReview(58).photos },
} satisfies Meta<typeof StaffReviewPhotos>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A list of one link per photo, each named with its place and opening the large photo in a new tab that
 * cannot reach back into the back office; a press with the mouse or Enter from the keyboard opens it. The
 * story keeps the tab from opening and records where it would have gone.
 */
const photosPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const list = within(canvasElement).getByRole("list");
  const links = within(list).getAllByRole("link");
  const count = args.photos.length;
  await expect(within(list).getAllByRole("listitem")).toHaveLength(count);
  await expect(links.map((a) => a.getAttribute("aria-label"))).toEqual(
    args.photos.map((_, i) => textIn(globals.locale, "admin.reviews.photo", { n: i + 1, count })),
  );
  for (const [i, link] of links.entries()) {
    await expect(link).toHaveAttribute("href", args.photos[i]!.large);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/);
  }
  const opened: string[] = [];
  const open = (e: MouseEvent) => {
    const link = (e.target as Element).closest("a");
    if (link?.target === "_blank") opened.push(link.href);
    e.preventDefault();
  };
  canvasElement.addEventListener("click", open, { capture: true });
  try {
    await userEvent.click(links[count - 1]!);
    await userEvent.tab({ shift: true });
    if (count === 1) await userEvent.tab();
    await waitFor(() => expect(links[Math.max(0, count - 2)]).toHaveFocus());
    await userEvent.keyboard("{Enter}");
  } finally {
    canvasElement.removeEventListener("click", open, { capture: true });
  }
  await expect(opened).toEqual(
    [count - 1, Math.max(0, count - 2)].map((i) => new URL(args.photos[i]!.large, location.href).href),
  );
  // The picture shows the thumbnails at rest, not the last one opened.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Two: Story = { play: photosPlay };
// The words are a screen reader's only: the pictures are the same in every language, so no baseline each.
export const TwoRu: Story = { tags: ["no-visual"], globals: { locale: "ru" }, play: photosPlay };
export const TwoUz: Story = { tags: ["no-visual"], globals: { locale: "uz" }, play: photosPlay };
export const TwoSr: Story = { tags: ["no-visual"], globals: { locale: "sr" }, play: photosPlay };

/** A single photo: "Photo 1 of 1". */
export const One: Story = { args: { photos: [demoPhoto(120)] }, play: photosPlay };

/** Eight photos wrap onto a second line rather than run past the card. */
export const Many: Story = {
  args: { photos: demoPhotos(8) },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StaffReviewPhotos {...args} />
    </div>
  ),
  play: async (context) => {
    await photosPlay(context);
    const tops = new Set(
      within(context.canvasElement)
        .getAllByRole("listitem")
        .map((li) => li.getBoundingClientRect().top),
    );
    await expect(tops.size).toBeGreaterThan(1);
  },
};

/**
 * A photo whose file is gone (the server's link now answers nothing): its tile shows the shop's placeholder
 * picture at the same size, not the browser's broken-picture sign, and is still a link to try the large one.
 */
export const Unloadable: Story = {
  args: {
    photos: [demoPhoto(200), { thumb: "/missing/review-photo.jpg", large: "/missing/review-photo.jpg" }],
  },
  play: async ({ canvasElement }) => {
    const gone = () => canvasElement.querySelectorAll("img")[1]!;
    await waitFor(() => expect(gone()).toHaveAttribute("data-placeholder", "true"));
    const images = [...canvasElement.querySelectorAll("img")];
    await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
    const [shown, placeholder] = images.map((img) => img.getBoundingClientRect());
    await expect([placeholder!.width, placeholder!.height]).toEqual([shown!.width, shown!.height]);
    await expect(gone()).toHaveAttribute("alt", "");
    await expect(within(canvasElement).getAllByRole("link")[1]).toHaveAttribute(
      "href",
      "/missing/review-photo.jpg",
    );
  },
};

/** On a 320 px phone: seven photos wrap inside the screen, each a finger-sized target. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { photos: demoPhotos(7) },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(window.innerWidth).toBe(320);
    await photosPlay(context);
    for (const link of within(canvasElement).getAllByRole("link")) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
