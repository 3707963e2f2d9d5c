import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { ReviewList } from "../../../ui/features/product/review-list";
import { localeOf, textIn } from "../../support/text-in";
import { readyDialog } from "../../support/dialog";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";

// The demo's reviews in the story's language: the first with three photos and the shop's dated answer.
const meta = {
  title: "Features/Product/ReviewList",
  component: ReviewList,
  args: { reviews: [] },
  loaders: [
    async ({ globals }) => ({
      reviews: (
        await new FakeCatalogueGateway({ language: () => localeOf(globals.locale) }).comments(1, 1, 10)
      ).results,
    }),
  ],
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

const withDemo: Story["render"] = (args, { loaded }) => (
  <ReviewList {...args} reviews={loaded.reviews as Review[]} />
);
const picturesShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect([...canvasElement.querySelectorAll("img")].every((i) => i.complete)).toBe(true));

const defaultPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const reviews = canvas.getAllByTestId("review");
  await expect(reviews).toHaveLength(3);
  const first = within(reviews[0]!);
  await expect(first.getAllByTestId("review-photo")).toHaveLength(3);
  await expect(first.getAllByTestId("review-photo")[1]).toHaveAccessibleName(
    textIn(globals.locale, "reviews.photo.open", { n: 2, count: 3 }),
  );
  const answer = first.getByTestId("review-answer");
  await expect(answer).toHaveTextContent(textIn(globals.locale, "reviews.shopAnswer"));
  await expect(answer.querySelector("time")).toHaveAttribute("dateTime", "2026-03-11T09:30:00Z");
  await expect(answer.querySelector("time")).toHaveTextContent("11.03.2026");
  // No photos, no answer: neither row is drawn empty; no name: "Anonymous".
  await expect(within(reviews[2]!).queryByTestId("review-photo")).toBeNull();
  await expect(within(reviews[2]!).queryByTestId("review-answer")).toBeNull();
  await expect(reviews[2]).toHaveTextContent(textIn(globals.locale, "reviews.anonymous"));
  await picturesShown(canvasElement);
};
/** Three reviews: photos, the shop's answer with its date, an anonymous one. */
export const Default: Story = { render: withDemo, play: defaultPlay };
export const DefaultRu: Story = { render: withDemo, globals: { locale: "ru" }, play: defaultPlay };
export const DefaultSr: Story = { render: withDemo, globals: { locale: "sr" }, play: defaultPlay };

/** No reviews yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "reviews.empty"));
  },
};

/** A photo opens large in the viewer at that photo; Escape closes it and the focus is back on the photo. */
export const OpenPhoto: Story = {
  render: withDemo,
  play: async ({ canvasElement, globals }) => {
    const thumb = within(canvasElement).getAllByTestId("review-photo")[2]!;
    await userEvent.click(thumb);
    const dialog = await readyDialog();
    await expect(within(dialog).getByTestId("viewer-count")).toHaveTextContent(
      textIn(globals.locale, "reviews.viewer.count", { n: 3, count: 3 }),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(document.querySelector("[role=dialog]")).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
    thumb.blur();
  },
};

/** On a 320 px phone, in Russian: the photos and the answer inside the screen. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  render: withDemo,
  play: async ({ canvasElement }) => {
    await picturesShown(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
