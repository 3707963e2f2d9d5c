import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Story as StoryData } from "../../../application/catalogue/catalogue.types";
import StoryViewer from "../../../ui/features/home/story-viewer";
import { appStory, demo } from "../../support/app-story";

/**
 * Holds the opened item the way StoriesStrip does: Next moves to the following item (the story's last item
 * closes the viewer), and the close button or Escape closes it.
 */
function Viewer({
  story,
  start,
  onNext,
  onClose,
}: {
  story: StoryData;
  start: number;
  onNext: () => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState<number | null>(start);
  const item = index === null ? undefined : story.items[index];
  if (index === null || !item) return null;
  return (
    <StoryViewer
      story={story}
      item={item}
      index={index}
      onNext={() => {
        onNext();
        setIndex(index + 1 < story.items.length ? index + 1 : null);
      }}
      onClose={() => {
        onClose();
        setIndex(null);
      }}
    />
  );
}

type ViewerArgs = { start: number; withLink: boolean; onNext: () => void; onClose: () => void };

const meta = {
  title: "Features/Home/StoryViewer",
  ...appStory,
  args: { start: 0, withLink: true, onNext: fn(), onClose: fn() },
  loaders: [...appStory.loaders, async () => ({ stories: await demo.stories() })],
  render: ({ start, withLink, onNext, onClose }: ViewerArgs, { loaded }) => {
    const first = (loaded.stories as StoryData[])[0]!;
    const story = withLink ? first : { ...first, items: first.items.map((item) => ({ ...item, url: null })) };
    return <Viewer story={story} start={start} onNext={onNext} onClose={onClose} />;
  },
} satisfies Meta<ViewerArgs>;
export default meta;
type Story = StoryObj<ViewerArgs>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole("dialog");
const next = /Next|Далее|Кейинги|Keyingi/;

export const FirstItem: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("1 / 2")).toBeInTheDocument();
    await expect(within(dialog).getByRole("link").getAttribute("href")).toMatch(/\/products$/);
  },
};
export const LastItem: Story = {
  args: { start: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(await dialogOf(canvasElement)).getByText("2 / 2")).toBeInTheDocument();
  },
};
export const WithoutLink: Story = {
  args: { withLink: false },
  play: async ({ canvasElement }) => {
    await expect(within(await dialogOf(canvasElement)).queryByRole("link")).toBeNull();
  },
};
export const MovesToNextItem: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("1 / 2")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: next }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByText("2 / 2")).toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const NextOnLastItemCloses: Story = {
  tags: ["no-visual"],
  args: { start: 1 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: next }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
export const EscapeCloses: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await dialogOf(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};
