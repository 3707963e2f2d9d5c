import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ANSWER_MAX } from "../../../../application/admin/sections/reviews.types";
import { AnswerForm } from "../../../../ui/features/admin/reviews/answer-form";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// The shop's answer to a review: written and sent, or (for an answered review) changed, left as it was, or
// taken away. Its length is checked as the server checks it: at most ANSWER_MAX characters once trimmed.

const meta = {
  title: "Features/Admin/Reviews/AnswerForm",
  component: AnswerForm,
  args: { initial: "", pending: false, refusal: null, onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <AnswerForm {...args} />
    </div>
  ),
} satisfies Meta<typeof AnswerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByLabelText(textIn(locale, "admin.reviews.answerLabel"));

/** A new answer: typed, counted and sent trimmed; an empty one is refused at once with "Fill this in". */
const newPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const send = canvas.getByRole("button", { name: textIn(globals.locale, "admin.reviews.send") });
  await userEvent.click(send);
  await expect(canvas.getByText(textIn(globals.locale, "admin.form.required"))).toBeVisible();
  await expect(field(canvasElement, globals.locale)).toHaveAttribute("aria-invalid", "true");
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await userEvent.type(field(canvasElement, globals.locale), " Rahmat! ");
  await expect(canvas.getByTestId("answer-count")).toHaveTextContent(`7 / ${ANSWER_MAX}`);
  await userEvent.click(send);
  await expect(args.onSubmit).toHaveBeenCalledWith("Rahmat!");
  // A new answer has nothing to cancel or remove.
  await expect(canvas.getAllByRole("button")).toHaveLength(1);
};
export const New: Story = { play: newPlay };
export const NewRu: Story = { globals: { locale: "ru" }, play: newPlay };
export const NewSr: Story = { globals: { locale: "sr" }, play: newPlay };

/** Longer than the server takes: the counter turns, the field says so, nothing is sent. */
export const TooLong: Story = {
  args: { initial: "Rahmat! ".repeat(300) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const length = "Rahmat! ".repeat(300).trim().length;
    await expect(canvas.getByTestId("answer-count")).toHaveTextContent(`${length} / ${ANSWER_MAX}`);
    await expect(
      canvas.getByText(textIn(globals.locale, "admin.reviews.tooLong", { max: ANSWER_MAX })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "admin.reviews.send") }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changing an answer: the old one in the field; save, cancel, or remove (sent as an empty answer). */
export const Editing: Story = {
  args: { initial: "Спасибо за отзыв! Ждём вас снова.", onCancel: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = globals.locale;
    await expect(field(canvasElement, locale)).toHaveValue("Спасибо за отзыв! Ждём вас снова.");
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.reviews.cancelEdit") }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.type(field(canvasElement, locale), " Sizni kutamiz.");
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.reviews.saveChange") }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith("Спасибо за отзыв! Ждём вас снова. Sizni kutamiz.");
    await userEvent.click(canvas.getByRole("button", { name: textIn(locale, "admin.reviews.remove") }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith("");
    // The picture shows the editor at rest, not the last button pressed.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** On its way: the field and the button wait, so a second press sends nothing more. */
export const Sending: Story = {
  tags: ["no-visual"],
  args: { initial: "Rahmat!", pending: true },
  play: async ({ args, canvasElement, globals }) => {
    await expect(field(canvasElement, globals.locale)).toBeDisabled();
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its words as an alert under the field. */
export const RefusedRu: Story = {
  globals: { locale: "ru" },
  args: { initial: "Спасибо!", refusal: "Отзыв не найден." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Отзыв не найден.");
  },
};

/** On a 320 px phone: the editor's three buttons wrap, each finger-sized, nothing wider than the screen. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { initial: "Uzr soʻraymiz!", onCancel: fn() },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
