import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { useUnit } from "effector-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { accountCleared, accountLoaded } from "../../../application/account/session.model";
import { $productPage, productOpened } from "../../../application/products/product-page.model";
import { DEMO_ACCOUNT } from "../../../adapters/fake/fake-account.gateway";
import { DEMO_PRODUCTS } from "../../../adapters/fake/demo-data";
import { RatingBreakdown } from "../../../ui/features/product/rating-breakdown";
import { ReviewList } from "../../../ui/features/product/review-list";
import ReviewPlace from "../../../ui/features/reviews/review-place";
import type { AppStoryParameters } from "../../support/app-story";
import { appStory } from "../../support/app-story";
import { demoPhotos, errorIn, expectFitsPhone, onPhoneStory, textIn } from "./demo";

// The product page's review column on the fake server: the rating, the review place (form or why not) and
// the list, so a review sent shows in the list and the rating at once.
const PRODUCT = DEMO_PRODUCTS[0]!;

function ReviewColumn() {
  const page = useUnit($productPage);
  if (!page) return null;
  return (
    <Stack gap="4" maxW="md">
      <RatingBreakdown rating={page.rating} />
      <ReviewPlace productId={page.product.id} slug={page.product.slug} />
      <ReviewList reviews={page.reviews.results} />
    </Stack>
  );
}

const asShopper = (signedIn: boolean) => async (scope: Scope) => {
  await allSettled(productOpened, { scope, params: PRODUCT.slug });
  if (signedIn) await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
  else await allSettled(accountCleared, { scope });
};
// A review sent in a story is dated on this day, so its baseline does not change with the calendar.
const SENT_ON = () => new Date("2026-11-20T09:00:00Z");
const app = (fake: AppStoryParameters["fake"] = {}, signedIn = true): { app: AppStoryParameters } => ({
  app: {
    layout: false,
    fake: { ...fake, reviews: { now: SENT_ON, ...fake.reviews } },
    prepare: asShopper(signedIn),
  },
});

const meta = {
  title: "Features/Reviews/ReviewPlace",
  component: ReviewColumn,
  ...appStory,
  parameters: app(),
} satisfies Meta<typeof ReviewColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = "Sifati zo‘r, qoplari butun keldi.";
const upload = userEvent.setup({ applyAccept: false });
const form = (canvasElement: HTMLElement) => within(canvasElement).findByTestId("review-form");
const noteIn = (canvasElement: HTMLElement) => within(canvasElement).findByTestId("review-note");
const imagesShown = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const images = [...canvasElement.querySelectorAll("img")];
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

const writePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const theForm = await form(canvasElement);
  const inForm = within(theForm);
  await expect(canvas.getByTestId("rating")).toHaveTextContent("4.0");
  // No stars: refused in the browser, nothing sent.
  await userEvent.click(inForm.getByTestId("review-send"));
  await expect(inForm.getByRole("alert")).toHaveTextContent(
    errorIn(globals.locale, { code: "REVIEW.RATING_REQUIRED" }),
  );
  await userEvent.click(inForm.getAllByRole("radio")[4]!);
  await expect(inForm.queryByRole("alert")).toBeNull();
  await userEvent.type(inForm.getByRole("textbox"), TEXT);
  await upload.upload(theForm.querySelector<HTMLInputElement>("input[type=file]")!, await demoPhotos(2));
  await waitFor(() => expect(inForm.getAllByTestId("photo-preview")).toHaveLength(2));
  await userEvent.click(inForm.getByTestId("review-send"));

  // Thanks in place of the form; the review first in the list with its photos; the rating counts it.
  const note = await noteIn(canvasElement);
  await expect(note).toHaveAttribute("data-kind", "sent");
  await expect(note).toHaveTextContent(textIn(globals.locale, "reviews.note.thanks"));
  await waitFor(() => expect(canvas.getAllByTestId("review")).toHaveLength(4));
  const first = within(canvas.getAllByTestId("review")[0]!);
  await expect(first.getByText(DEMO_ACCOUNT.fullName)).toBeVisible();
  await expect(first.getByText(TEXT)).toBeVisible();
  await expect(first.getAllByTestId("review-photo")).toHaveLength(2);
  await expect(canvas.getByTestId("rating")).toHaveTextContent("4.3");
  await imagesShown(canvasElement);
};
/** A buyer who received the product writes a review with two photos: thanks, and it is listed at once. */
export const WriteAndSend: Story = { play: writePlay };
export const WriteAndSendRu: Story = { globals: { locale: "ru" }, play: writePlay };

const openPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(await form(canvasElement)).toHaveAccessibleName(textIn(globals.locale, "reviews.form.title"));
  await imagesShown(canvasElement);
};
/** The form, where the shopper may review. */
export const Open: Story = { play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

const noteOf = (kind: string, id: string): Story["play"] =>
  async function play({ canvasElement, globals }) {
    const note = await noteIn(canvasElement);
    await expect(note).toHaveAttribute("data-kind", kind);
    await expect(note).toHaveTextContent(textIn(globals.locale, id));
    await expect(within(canvasElement).queryByTestId("review-form")).toBeNull();
    await imagesShown(canvasElement);
  };
/** A guest: the reason and the way in, no form. */
export const Guest: Story = { parameters: app({}, false), play: noteOf("guest", "reviews.note.guest") };
/** Signed in, has not received it. */
export const NotBought: Story = {
  parameters: app({ reviews: { facts: { canComment: false, hasComment: false } } }),
  play: noteOf("not-bought", "reviews.note.notBought"),
};
/** Reviewed already. */
export const Reviewed: Story = {
  parameters: app({ reviews: { facts: { canComment: false, hasComment: true } } }),
  play: noteOf("reviewed", "reviews.note.reviewed"),
};

/** Reading whether the shopper may review failed (error): the note offers to try again. */
export const FactsFailed: Story = {
  parameters: app({ reviews: { failingFacts: true } }),
  play: noteOf("unknown", "reviews.note.unknown"),
};

/** Still reading whether the shopper may review (loading). */
export const Checking: Story = {
  parameters: app({ reviews: { latency: 600_000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("review-note-checking")).toBeVisible();
  },
};

/** The server turns the review down as already written (another tab sent one): the form gives way to why. */
export const AlreadyLeftOnSend: Story = {
  parameters: app({ reviews: { refuseWith: "REVIEW.ALREADY_LEFT" } }),
  play: async ({ canvasElement, globals }) => {
    const inForm = within(await form(canvasElement));
    await userEvent.click(inForm.getAllByRole("radio")[2]!);
    await userEvent.click(inForm.getByTestId("review-send"));
    const note = await noteIn(canvasElement);
    await expect(note).toHaveAttribute("data-kind", "reviewed");
    await expect(note).toHaveTextContent(textIn(globals.locale, "reviews.note.reviewed"));
  },
};

/** The server refuses the photos: its message under them, the form and its draft kept. */
export const PhotosRefusedOnSend: Story = {
  parameters: app({ reviews: { refuseWith: "PHOTOS.WRONG_FORMAT" } }),
  play: async ({ canvasElement, globals }) => {
    const theForm = await form(canvasElement);
    const inForm = within(theForm);
    await userEvent.click(inForm.getAllByRole("radio")[3]!);
    await upload.upload(theForm.querySelector<HTMLInputElement>("input[type=file]")!, await demoPhotos(1));
    await waitFor(() => expect(inForm.getAllByTestId("photo-preview")).toHaveLength(1));
    await userEvent.click(inForm.getByTestId("review-send"));
    await waitFor(() =>
      expect(inForm.getByRole("alert")).toHaveTextContent(
        errorIn(globals.locale, { code: "PHOTOS.WRONG_FORMAT" }),
      ),
    );
    await expect(inForm.getAllByRole("radio")[3]).toBeChecked();
    await imagesShown(canvasElement);
  },
};

/** The form on a 320 px phone, in Russian. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await imagesShown(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
