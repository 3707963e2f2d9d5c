import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { VideoPlayer } from "../../../ui/features/support/video-player";
import { readyDialog } from "../../support/dialog";
import { demoLessons, textIn } from "./demo";

// `lesson` picks a demo lesson (built in the toolbar language): 0 is a video file, 1 and 2 YouTube links.
type Args = Omit<Parameters<typeof VideoPlayer>[0], "lesson"> & { lesson: number; video?: string };

const meta = {
  title: "Features/Support/VideoPlayer",
  args: { lesson: 0, onClose: fn() },
  render: ({ lesson, video, ...args }, { globals }) => {
    const chosen = demoLessons(globals.locale)[lesson]!;
    return <VideoPlayer {...args} lesson={video === undefined ? chosen : { ...chosen, video }} />;
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const filePlay: Story["play"] = async ({ globals, args }) => {
  const dialog = await readyDialog();
  const lesson = demoLessons(globals.locale)[0]!;
  await expect(dialog).toHaveAccessibleName(lesson.title);
  const video = within(dialog).getByTestId("video-file") as HTMLVideoElement;
  await expect(video.controls).toBe(true);
  await expect(video).toHaveAttribute("src", lesson.video);
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video.paused).toBe(true);
  // The native player has the focus, so Space plays it; Escape closes the dialog.
  await waitFor(() => expect(document.activeElement).toBe(video));
  await userEvent.keyboard("{Escape}");
  await expect(args.onClose).toHaveBeenCalledTimes(1);
};
/** A video file in the browser's own player, its cover shown until the shopper presses play. */
export const File: Story = { play: filePlay };
export const FileRu: Story = { globals: { locale: "ru" }, play: filePlay };
export const FileSr: Story = { globals: { locale: "sr" }, play: filePlay };

/**
 * A YouTube link in YouTube's privacy-enhanced player. No baseline: the test machines have no network, so
 * the frame would show the browser's error page.
 */
export const YouTube: Story = {
  args: { lesson: 1 },
  tags: ["no-visual"],
  play: async ({ globals, args }) => {
    const dialog = await readyDialog();
    const lesson = demoLessons(globals.locale)[1]!;
    const frame = within(dialog).getByTestId("video-youtube");
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/cement-m400?rel=0");
    await expect(frame).toHaveAttribute("title", lesson.title);
    await expect(frame).toHaveAttribute("allowfullscreen");
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(globals.locale, "kit.modal.close") }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A page we cannot embed: a link that opens it in a new tab. */
export const Elsewhere: Story = {
  args: { video: "https://vimeo.com/12345" },
  globals: { locale: "ru" },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByTestId("video-elsewhere")).toHaveTextContent(
      textIn(globals.locale, "support.video.elsewhere"),
    );
    const link = within(dialog).getByRole("link", {
      name: textIn(globals.locale, "support.video.openElsewhere"),
    });
    await expect(link).toHaveAttribute("href", "https://vimeo.com/12345");
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

/** No usable address: said plainly, nothing to click. */
export const Unplayable: Story = {
  args: { video: "javascript:alert(1)" },
  globals: { locale: "sr" },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByTestId("video-elsewhere")).toHaveTextContent(
      textIn(globals.locale, "support.video.unavailable"),
    );
    await expect(within(dialog).queryByRole("link")).toBeNull();
  },
};
