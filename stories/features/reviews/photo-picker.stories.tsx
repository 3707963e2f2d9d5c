import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { checkPickedPhotos } from "../../../application/reviews/review-photos";
import type { DomainError } from "../../../domain/errors";
import { PhotoPicker, type PhotoPickerProps } from "../../../ui/features/reviews/photo-picker";
import { translateError } from "../../../ui/i18n/validation-messages";
import { demoPhotos, errorIn, expectFitsPhone, onPhoneStory, textFile, textIn } from "./demo";

/** The picker with the form model's rule (application/reviews/review-photos.ts) kept in the story. */
function Stateful(args: PhotoPickerProps & { initial: File[] }) {
  const { i18n } = useLingui();
  const [photos, setPhotos] = useState<readonly File[]>(args.initial);
  const [problem, setProblem] = useState<DomainError | null>(null);
  return (
    <PhotoPicker
      {...args}
      photos={photos}
      error={problem ? translateError(i18n, problem) : args.error}
      onPick={(picked) => {
        args.onPick(picked);
        const checked = checkPickedPhotos(picked, photos.length);
        setProblem(checked.ok ? null : checked.error);
        if (checked.ok) setPhotos([...photos, ...checked.value]);
      }}
      onRemove={(index) => {
        args.onRemove(index);
        setProblem(null);
        setPhotos(photos.filter((_, i) => i !== index));
      }}
    />
  );
}

const meta = {
  title: "Features/Reviews/PhotoPicker",
  component: PhotoPicker,
  // parameters.photos: how many photos are picked before the story starts.
  loaders: [async ({ parameters }) => ({ initial: await demoPhotos((parameters.photos as number) ?? 0) })],
  render: (args, { loaded }) => <Stateful {...args} initial={loaded.initial as File[]} />,
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  args: { photos: [], onPick: fn(), onRemove: fn() },
} satisfies Meta<typeof PhotoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvasElement.querySelector<HTMLInputElement>("input[type=file]")!,
    previews: () => canvas.queryAllByTestId("photo-preview"),
    count: canvas.getByTestId("photo-count"),
    add: canvas.getByTestId("photo-add"),
  };
};
// The picker offers only jpg and png; a shopper can still choose "all files", which the browser must catch.
const upload = userEvent.setup({ applyAccept: false });
const imagesShown = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => {
    const images = [...canvasElement.querySelectorAll("img")];
    expect(images).toHaveLength(count);
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { input, previews, count, add } = parts(canvasElement);
  await expect(within(canvasElement).getByRole("group")).toHaveAccessibleName(
    textIn(globals.locale, "reviews.photos.label"),
  );
  await expect(previews()).toHaveLength(0);
  await expect(count).toHaveTextContent(textIn(globals.locale, "reviews.photos.count", { count: 0, max: 4 }));
  await expect(add).toHaveAccessibleDescription(textIn(globals.locale, "reviews.photos.hint"));
  await expect(input.accept).toBe("image/jpeg,image/png,.jpg,.jpeg,.png");
  await expect(input.multiple).toBe(true);
};
/** Nothing picked yet: the button, the hint and the count. */
export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

/** Two photos picked at once show as previews, each with its remove button; removing one leaves the other. */
export const PickAndRemove: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { input, previews, count } = parts(canvasElement);
    await upload.upload(input, await demoPhotos(2));
    await waitFor(() => expect(previews()).toHaveLength(2));
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await expect(count).toHaveTextContent(
      textIn(globals.locale, "reviews.photos.count", { count: 2, max: 4 }),
    );
    const remove = within(canvasElement).getByRole("button", {
      name: textIn(globals.locale, "reviews.photos.remove", { n: 1 }),
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith(0);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await imagesShown(canvasElement, 1);
    await expect(canvasElement.querySelector("img")).toHaveAccessibleName(
      textIn(globals.locale, "reviews.photos.preview", { n: 1 }),
    );
  },
};

const tooManyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { input, previews } = parts(canvasElement);
  await imagesShown(canvasElement, 4);
  await upload.upload(input, (await demoPhotos(5)).slice(4));
  const message = errorIn(globals.locale, { code: "PHOTOS.TOO_MANY", params: { max: 4 } });
  await waitFor(() => expect(within(canvasElement).getByRole("alert")).toHaveTextContent(message));
  await expect(previews()).toHaveLength(4);
  await expect(parts(canvasElement).add).toHaveAccessibleDescription(message);
};
/** Four photos, then a fifth: refused with "max 4 photos", the four kept. */
export const FifthRefused: Story = { parameters: { photos: 4 }, play: tooManyPlay };
export const FifthRefusedRu: Story = {
  parameters: { photos: 4 },
  globals: { locale: "ru" },
  play: tooManyPlay,
};

const wrongPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { input, previews } = parts(canvasElement);
  await upload.upload(input, textFile());
  const message = errorIn(globals.locale, { code: "PHOTOS.WRONG_FORMAT" });
  await waitFor(() => expect(within(canvasElement).getByRole("alert")).toHaveTextContent(message));
  await expect(previews()).toHaveLength(1);
};
/** A text file picked through "all files": refused with "wrong photo format". */
export const NotAPhoto: Story = { parameters: { photos: 1 }, play: wrongPlay };
export const NotAPhotoSr: Story = { parameters: { photos: 1 }, globals: { locale: "sr" }, play: wrongPlay };

/** The server's refusal of the photos, shown where the picker's own would be. */
export const ServerRefusal: Story = {
  parameters: { photos: 2 },
  render: (args, { loaded, globals }) => (
    <Stateful
      {...args}
      initial={loaded.initial as File[]}
      error={errorIn(globals.locale, { code: "PHOTOS.WRONG_FORMAT" })}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      errorIn(globals.locale, { code: "PHOTOS.WRONG_FORMAT" }),
    );
    await imagesShown(canvasElement, 2);
  },
};

/** While the review is sent: nothing can be added or removed. */
export const Disabled: Story = {
  parameters: { photos: 2 },
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await imagesShown(canvasElement, 2);
  },
};

/** Four photos on a 320 px phone: one row of previews, remove buttons of a finger's size. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  parameters: { ...onPhoneStory("ru").parameters, photos: 4 },
  play: async ({ canvasElement }) => {
    await imagesShown(canvasElement, 4);
    const tops = new Set(
      parts(canvasElement)
        .previews()
        .map((p) => Math.round(p.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await expectFitsPhone(canvasElement);
  },
};
