import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { FakeAdminGateway } from "../../../../adapters/fake/fake-admin.gateway";
import { BugPhotos } from "../../../../ui/features/admin/inbox/bug-photos";
import type { PhotoLoader } from "../../../../ui/features/admin/inbox/use-photo-url";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoInbox, photosShown } from "./demo";

// A bug report's photos as thumbnails, each fetched as bytes through the fake's loader (every call recorded)
// and opening larger in a dialog. `parameters.photos` makes the loader never answer ("stalled"), fail for
// every photo ("missing"), or draw report 31's two photos over and over ("many").

interface Loaded {
  fake: FakeAdminGateway;
  loadPhoto: PhotoLoader;
}

const never: PhotoLoader = () => new Promise<Blob>(() => {});
const gone: PhotoLoader = () => Promise.reject(new Error("gone"));

const meta = {
  title: "Features/Admin/Inbox/BugPhotos",
  component: BugPhotos,
  args: { reportId: 31, count: 2, load: never },
  loaders: [
    async () => {
      const demo = await demoInbox();
      const many: PhotoLoader = ({ n }) => demo.loadPhoto({ id: 31, n: n % 2 });
      return { ...demo, many };
    },
  ],
  render: (args, { loaded, parameters }) => {
    const { loadPhoto, many } = loaded as Loaded & { many: PhotoLoader };
    const chosen: Record<string, PhotoLoader> = { stalled: never, missing: gone, many };
    const load = chosen[parameters.photos as string] ?? loadPhoto;
    return <BugPhotos {...args} load={load} />;
  },
} satisfies Meta<typeof BugPhotos>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (locale: unknown, count: number) =>
  Array.from({ length: count }, (_, i) => textIn(locale, "admin.inbox.photo", { number: i + 1, count }));

/** A list of one button per photo, each named with its place; every photo asked for once, and shown. */
const photosPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const list = within(canvasElement).getByRole("list");
  await expect(within(list).getAllByRole("listitem")).toHaveLength(args.count);
  await photosShown(canvasElement, args.count);
  await expect(
    within(list)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label")),
  ).toEqual(names(globals.locale, args.count));
  const asked = [...(loaded as Loaded).fake.inbox.photosAsked].sort((a, b) => a.n - b.n);
  await expect(asked).toEqual(Array.from({ length: args.count }, (_, n) => ({ id: args.reportId, n })));
};
export const Two: Story = { play: photosPlay };
export const TwoRu: Story = { globals: { locale: "ru" }, play: photosPlay };
export const OneSr: Story = { args: { reportId: 30, count: 1 }, globals: { locale: "sr" }, play: photosPlay };

/**
 * A photo opens larger in a dialog named for it, which holds the focus; Escape closes it and the focus goes
 * back to the thumbnail.
 */
export const OpensLargerRu: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await photosShown(canvasElement, 2);
    const name = textIn(globals.locale, "admin.inbox.photo", { number: 2, count: 2 });
    const thumb = within(canvasElement).getByRole("button", { name });
    await userEvent.click(thumb);
    const dialog = await readyDialog();
    await expect(dialog).toHaveAccessibleName(name);
    const big = within(dialog).getByRole<HTMLImageElement>("img", { name });
    await waitFor(() => expect(big.naturalWidth).toBeGreaterThan(0));
    await expect(big.src).toBe(thumb.querySelector("img")!.src);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
};

/** The photos on their way: a grey tile in each place, nothing to press yet. */
export const Loading: Story = {
  parameters: { photos: "stalled" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId("bug-photo-loading")).toHaveLength(2);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** The server has none of them: a marked gap in each place, still named for it, nothing to open. */
const missingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const gaps = await within(canvasElement).findAllByRole("img");
  await expect(gaps.map((g) => g.getAttribute("aria-label"))).toEqual(names(globals.locale, 2));
  for (const gap of gaps)
    await expect(gap).toHaveTextContent(textIn(globals.locale, "admin.inbox.photoMissing"));
  await expect(within(canvasElement).queryByRole("button")).toBeNull();
};
export const Missing: Story = { parameters: { photos: "missing" }, play: missingPlay };
export const MissingRu: Story = {
  parameters: { photos: "missing" },
  globals: { locale: "ru" },
  play: missingPlay,
};

/** On a 320 px phone, nine photos wrap onto three lines of finger-sized thumbnails, none past the edge. */
export const ManyPhone: Story = {
  tags: ["phone"],
  args: { count: 9 },
  parameters: { photos: "many" },
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await photosShown(canvasElement, 9);
    const thumbs = within(canvasElement).getAllByRole("button");
    await expect(new Set(thumbs.map((t) => Math.round(t.getBoundingClientRect().top))).size).toBe(3);
    for (const thumb of thumbs) await expect(thumb.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
