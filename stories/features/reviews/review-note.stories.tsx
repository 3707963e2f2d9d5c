import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ReviewNote } from "../../../ui/features/reviews/review-note";
import { expectFitsPhone, onPhoneStory, textIn } from "./demo";

const meta = {
  title: "Features/Reviews/ReviewNote",
  component: ReviewNote,
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: { kind: "guest", onSignIn: fn(), onRetry: fn() },
} satisfies Meta<typeof ReviewNote>;
export default meta;
type Story = StoryObj<typeof meta>;

const note = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("review-note");

const guestPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  await expect(note(canvasElement)).toHaveTextContent(textIn(globals.locale, "reviews.note.guest"));
  await userEvent.click(
    within(canvasElement).getByRole("button", { name: textIn(globals.locale, "reviews.note.signIn") }),
  );
  await expect(args.onSignIn).toHaveBeenCalledTimes(1);
};
/** A guest: sign in to review, with the way in. */
export const Guest: Story = { play: guestPlay };
export const GuestRu: Story = { globals: { locale: "ru" }, play: guestPlay };
export const GuestSr: Story = { globals: { locale: "sr" }, play: guestPlay };

const onlyText = (id: string): Story["play"] =>
  async function play({ canvasElement, globals }) {
    await expect(note(canvasElement)).toHaveTextContent(textIn(globals.locale, id));
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  };
/** Signed in, but has not received the product: only buyers who received it can review. */
export const NotBought: Story = { args: { kind: "not-bought" }, play: onlyText("reviews.note.notBought") };
export const NotBoughtRu: Story = { ...NotBought, globals: { locale: "ru" } };
export const NotBoughtSr: Story = { ...NotBought, globals: { locale: "sr" } };
/** Has reviewed it already (once each). */
export const Reviewed: Story = { args: { kind: "reviewed" }, play: onlyText("reviews.note.reviewed") };
export const ReviewedRu: Story = { ...Reviewed, globals: { locale: "ru" } };

const sentPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByRole("heading")).toHaveTextContent(
    textIn(globals.locale, "reviews.note.thanks"),
  );
  await expect(note(canvasElement)).toHaveTextContent(textIn(globals.locale, "reviews.note.sent"));
};
/** Just sent: thanks, in place of the form. */
export const Sent: Story = { args: { kind: "sent" }, play: sentPlay };
export const SentSr: Story = { args: { kind: "sent" }, globals: { locale: "sr" }, play: sentPlay };

/** The standing could not be read (error): say so, offer to try again. */
export const Unknown: Story = {
  args: { kind: "unknown" },
  play: async ({ canvasElement, globals, args }) => {
    await expect(note(canvasElement)).toHaveTextContent(textIn(globals.locale, "reviews.note.unknown"));
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "reviews.note.retry") }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Not known yet (loading): a placeholder of the note's size. */
export const Checking: Story = {
  args: { kind: "checking" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("review-note-checking")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The longest reason on a 320 px phone, in Russian. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  args: { kind: "not-bought" },
  play: async ({ canvasElement }) => expectFitsPhone(canvasElement),
};
/** The guest's note and its button on a 320 px phone, in Uzbek Latin. */
export const PhoneGuestSr: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  args: { kind: "guest" },
  play: async ({ canvasElement }) => expectFitsPhone(canvasElement),
};
