import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ReviewForm } from "../../../ui/features/reviews/review-form";
import { demoPhotos, errorIn, expectFitsPhone, onPhoneStory, textIn } from "./demo";

// The form as props (its model is application/reviews/review-form.model.ts; review-place.stories.tsx runs
// the two together). parameters.photos: how many photos are picked.
const meta = {
  title: "Features/Reviews/ReviewForm",
  component: ReviewForm,
  loaders: [async ({ parameters }) => ({ photos: await demoPhotos((parameters.photos as number) ?? 0) })],
  render: (args, { loaded }) => <ReviewForm {...args} photos={loaded.photos as File[]} />,
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: {
    rating: 0,
    text: "",
    photos: [],
    onRate: fn(),
    onText: fn(),
    onPick: fn(),
    onRemovePhoto: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = "Sement sifati yaxshi, qoplari butun keldi. Yetkazib berish tez bo‘ldi.";

const imagesShown = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => {
    const images = [...canvasElement.querySelectorAll("img")];
    expect(images).toHaveLength(count);
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

const emptyPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const form = canvas.getByRole("form");
  await expect(form).toHaveAccessibleName(textIn(globals.locale, "reviews.form.title"));
  await expect(canvas.getAllByRole("radio")).toHaveLength(5);
  const text = canvas.getByRole("textbox");
  await expect(text).toHaveAccessibleName(textIn(globals.locale, "reviews.form.text"));
  await expect(text).toHaveAccessibleDescription(textIn(globals.locale, "reviews.form.textHint"));
  await expect(text).toHaveAttribute("maxLength", "2000");
  await userEvent.type(text, "Z");
  await expect(args.onText).toHaveBeenCalledWith("Z");
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "reviews.form.send") }));
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
};
/** A new review: stars, text, photos and the button. */
export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

const filledPlay: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole("radio")[3]).toBeChecked();
  await expect(canvas.getByRole("textbox")).toHaveValue(TEXT);
  await imagesShown(canvasElement, 2);
};
/** Four stars, a text and two photos, ready to send. */
export const Filled: Story = { args: { rating: 4, text: TEXT }, parameters: { photos: 2 }, play: filledPlay };
export const FilledRu: Story = { ...Filled, globals: { locale: "ru" } };

/** Sent without stars: the message under the stars. */
export const RatingMissing: Story = {
  args: { text: TEXT },
  render: (args, { loaded, globals }) => (
    <ReviewForm
      {...args}
      photos={loaded.photos as File[]}
      ratingError={errorIn(globals.locale, { code: "REVIEW.RATING_REQUIRED" })}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      errorIn(globals.locale, { code: "REVIEW.RATING_REQUIRED" }),
    );
  },
};

/** The server said no (here: the shop could not take the review): its words beside the button. */
export const Refused: Story = {
  args: { rating: 5, text: TEXT },
  render: (args, { loaded, globals }) => (
    <ReviewForm
      {...args}
      photos={loaded.photos as File[]}
      refusal={textIn(globals.locale, "an_error_occurred")}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("review-refusal")).toHaveTextContent(
      textIn(globals.locale, "an_error_occurred"),
    );
  },
};

/** Sending: the button spins, nothing can be changed. */
export const Sending: Story = {
  args: { rating: 5, text: TEXT, pending: true },
  parameters: { photos: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByTestId("review-send")).toBeDisabled();
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    await imagesShown(canvasElement, 1);
  },
};

const phonePlay: Story["play"] = async ({ canvasElement }) => {
  await imagesShown(canvasElement, 4);
  await expectFitsPhone(canvasElement);
};
/** A 320 px phone, four photos, in Russian and in Uzbek Latin. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  parameters: { ...onPhoneStory("ru").parameters, photos: 4 },
  args: { rating: 3, text: TEXT },
  play: phonePlay,
};
export const PhoneSr: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  parameters: { ...onPhoneStory("sr").parameters, photos: 4 },
  args: { rating: 3, text: TEXT },
  render: (args, { loaded, globals }) => (
    <ReviewForm
      {...args}
      photos={loaded.photos as File[]}
      photoError={errorIn(globals.locale, { code: "PHOTOS.TOO_MANY", params: { max: 4 } })}
    />
  ),
  play: phonePlay,
};
