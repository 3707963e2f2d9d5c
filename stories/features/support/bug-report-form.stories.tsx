import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BugReportForm } from "../../../ui/features/support/bug-report-form";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { disguisedText, oversizedJpeg, pictureFile } from "../profile/picture-files";
import { textIn } from "./demo";

const meta = {
  title: "Features/Support/BugReportForm",
  component: BugReportForm,
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: { status: "idle", refusal: null, onSubmit: fn(), onEdited: fn() },
} satisfies Meta<typeof BugReportForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    text: canvasElement.querySelector<HTMLTextAreaElement>("textarea[name=content]")!,
    input: canvasElement.querySelector<HTMLInputElement>("input[name=images]")!,
    add: canvas.getByTestId("photo-add"),
    count: canvas.getByTestId("photo-count"),
    send: canvas.getByTestId("bug-report-send"),
    previews: () => canvas.queryAllByTestId("photo-preview"),
  };
};
const photos = (n: number) =>
  Promise.all(
    ["#e53e3e", "#3182ce", "#38a169", "#d69e2e", "#805ad5"]
      .slice(0, n)
      .map((colour, i) =>
        pictureFile(`photo-${i + 1}.${i % 2 ? "jpg" : "png"}`, colour, i % 2 ? "image/jpeg" : "image/png"),
      ),
  );
// As a shopper who switched the picker to "All files": the input's accept list does not filter the choice.
const anyFile = userEvent.setup({ applyAccept: false });
const countIn = (locale: unknown, count: number) => textIn(locale, "support.photos.count", { count, max: 4 });

/** Nothing typed yet: the text field, the photo button with its count, and the send button. */
export const Blank: Story = {
  play: async ({ canvasElement, globals }) => {
    const { text, add, count } = parts(canvasElement);
    await expect(text).toHaveValue("");
    await expect(add).toBeEnabled();
    await expect(count).toHaveTextContent(countIn(globals.locale, 0));
  },
};

const attachPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const { text, input, count, send, previews } = parts(canvasElement);
  const chosen = await photos(3);
  await userEvent.upload(input, chosen);
  await waitFor(() => expect(previews()).toHaveLength(3));
  await waitFor(() =>
    expect(previews().map((p) => p.querySelector("img")!.getAttribute("src"))).toEqual([
      expect.stringMatching(/^blob:/),
      expect.stringMatching(/^blob:/),
      expect.stringMatching(/^blob:/),
    ]),
  );
  await expect(count).toHaveTextContent(countIn(globals.locale, 3));
  // Removing the second keeps the others in order, and the focus lands on the add button.
  await userEvent.click(
    within(canvasElement).getByRole("button", {
      name: textIn(globals.locale, "support.photos.remove", { number: 2 }),
    }),
  );
  await expect(previews()).toHaveLength(2);
  await expect(previews()[1]!.querySelector("img")).toHaveAccessibleName(
    textIn(globals.locale, "support.photos.preview", { number: 2, name: "photo-3.png" }),
  );
  await expect(document.activeElement).toBe(parts(canvasElement).add);
  await userEvent.type(text, "  The basket button does nothing  ");
  await userEvent.click(send);
  await expect(args.onSubmit).toHaveBeenCalledWith({
    text: "The basket button does nothing",
    photos: [chosen[0], chosen[2]],
  });
  (document.activeElement as HTMLElement | null)?.blur();
};
/** Photos show as previews, each with a remove button; the report goes with the text trimmed. */
export const AttachRemoveSend: Story = { play: attachPlay };
export const AttachRemoveSendRu: Story = { globals: { locale: "ru" }, play: attachPlay };
export const AttachRemoveSendSr: Story = { globals: { locale: "sr" }, play: attachPlay };

const refusedPlay =
  (pick: () => Promise<File[]>, id: string, values?: Record<string, unknown>, before = 0): Story["play"] =>
  async ({ canvasElement, args, globals }) => {
    const { input, add, previews } = parts(canvasElement);
    if (before > 0) {
      await userEvent.upload(input, await photos(before));
      await waitFor(() => expect(previews()).toHaveLength(before));
    }
    await anyFile.upload(input, await pick());
    const error = await within(canvasElement).findByTestId("photo-error");
    await expect(error).toHaveAttribute("role", "alert");
    await expect(error).toHaveTextContent(textIn(globals.locale, id, values));
    await expect(add).toHaveAccessibleDescription(textIn(globals.locale, id, values));
    await expect(previews()).toHaveLength(before);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  };
const threeMore = async () => (await photos(5)).slice(2);
const gif = async () => [
  new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "cat.gif", { type: "image/gif" }),
];

/**
 * Two attached, three more picked at once: five in all, refused in the browser with the spec's "max 4 photos"
 * (with four attached the add button rests, see FourPhotos).
 */
export const RefusesFifthPhoto: Story = { play: refusedPlay(threeMore, "max_photos", undefined, 2) };
export const RefusesFifthPhotoRu: Story = {
  globals: { locale: "ru" },
  play: refusedPlay(threeMore, "max_photos", undefined, 2),
};
/** A gif: "wrong photo format", and nothing joins the list. */
export const RefusesGif: Story = { play: refusedPlay(gif, "wrong_photo_format") };
export const RefusesGifSr: Story = {
  globals: { locale: "sr" },
  play: refusedPlay(gif, "wrong_photo_format"),
};
/** Text named .png: its first bytes give it away. */
export const RefusesDisguisedFile: Story = {
  globals: { locale: "ru" },
  play: refusedPlay(async () => [disguisedText()], "wrong_photo_format"),
};
/** Over 5 MB: refused before it is sent, as the server would refuse it. */
export const RefusesTooLarge: Story = {
  play: refusedPlay(async () => [oversizedJpeg()], "image_too_large", { megabytes: 5 }),
};

/** Four photos: the add button rests until one is removed. */
export const FourPhotos: Story = {
  play: async ({ canvasElement, globals }) => {
    const { input, add, count, previews } = parts(canvasElement);
    await userEvent.upload(input, await photos(4));
    await waitFor(() => expect(previews()).toHaveLength(4));
    await expect(add).toBeDisabled();
    await expect(count).toHaveTextContent(countIn(globals.locale, 4));
  },
};

/** Under 4 characters: said under the field, nothing sent. */
export const TooShort: Story = {
  globals: { locale: "uz" },
  play: async ({ canvasElement, args, globals }) => {
    const { text, send } = parts(canvasElement);
    await userEvent.type(text, "abc");
    await userEvent.click(send);
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "text_min_length"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { status: "pending" },
  play: async ({ canvasElement }) => {
    const { text, send, add } = parts(canvasElement);
    await expect(send).toHaveAttribute("data-loading");
    await expect(text).toBeDisabled();
    await expect(add).toBeDisabled();
  },
};

const sentPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
    textIn(globals.locale, "support.bug.sent"),
  );
};
/** Sent: the thanks above a fresh, empty form. */
export const Sent: Story = { args: { status: "ready" }, play: sentPlay };
export const SentRu: Story = { args: { status: "ready" }, globals: { locale: "ru" }, play: sentPlay };
export const SentSr: Story = { args: { status: "ready" }, globals: { locale: "sr" }, play: sentPlay };

/** The server refused the photos: its translated words above the button; editing asks the note to go. */
export const ServerRefusal: Story = {
  args: { status: "error", refusal: "Расмлар кўпи билан 4 та" },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Расмлар кўпи билан 4 та");
    await userEvent.type(parts(canvasElement).text, "a");
    await expect(args.onEdited).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 320 px phone, in Russian, with four photos and a refusal: previews in a grid, nothing pokes out. */
export const Phone: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  args: { status: "error", refusal: "Максимум 4 фото" },
  play: async ({ canvasElement }) => {
    const { input, previews } = parts(canvasElement);
    await userEvent.upload(input, await photos(4));
    await waitFor(() => expect(previews()).toHaveLength(4));
    await waitFor(() => expect(previews().every((p) => p.querySelector("img")!.complete)).toBe(true));
    await expectFitsPhone(canvasElement);
  },
};
