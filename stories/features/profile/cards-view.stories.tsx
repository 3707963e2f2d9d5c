import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { SavedCard } from "../../../application/cards/cards.types";
import { CardsView } from "../../../ui/features/profile/cards-view";
import { readyDialog } from "../../support/dialog";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { fixedClock, SENT_15_S_AGO, SENT_LONG_AGO, STORY_NOW } from "./fixed-clock";
import { textIn } from "../../support/text-in";

const CARDS: SavedCard[] = [
  { id: 1, number: "8600 06** **** 6311", system: "uzcard", expiry: "03/29" },
  { id: 2, number: "9860 12** **** 5678", system: "humo", expiry: "12/27" },
  { id: 3, number: "4200 00** **** 0000", system: "visa", expiry: "01/28" },
];
const TICKET = {
  id: 9,
  number: "8600 06** **** 6311",
  verified: false,
  phone: "99890*****67",
  waitSeconds: 60,
  sentAt: SENT_15_S_AGO,
};

const meta = {
  title: "Features/Profile/CardsView",
  component: CardsView,
  decorators: [
    fixedClock,
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    cards: CARDS,
    failed: false,
    step: "closed",
    now: new Date(STORY_NOW),
    onAdd: fn(),
    onSubmit: fn(),
    onFormEdited: fn(),
    onCode: fn(),
    onCodeEdited: fn(),
    onResend: fn(),
    onRestart: fn(),
    onCancel: fn(),
    onRemove: fn(),
    onRemoveCancel: fn(),
    onRemoveConfirm: fn(),
  },
} satisfies Meta<typeof CardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const numberField = (el: HTMLElement) => el.querySelector<HTMLInputElement>("input[name=number]")!;
const expireField = (el: HTMLElement) => el.querySelector<HTMLInputElement>("input[name=expire]")!;
const codeInput = async (canvasElement: HTMLElement) => {
  const step = await within(canvasElement).findByTestId("code-step", undefined, { timeout: 5000 });
  return step.querySelector<HTMLInputElement>("input[name=code]")!;
};

// The list.

const listPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const items = within(canvas.getByRole("list")).getAllByRole("listitem");
  await expect(items).toHaveLength(3);
  const names = ["Uzcard", "Humo", "Visa"];
  for (const [i, card] of CARDS.entries()) {
    await expect(items[i]).toHaveTextContent(card.number);
    await expect(items[i]).toHaveTextContent(names[i]!);
    await expect(items[i]).toHaveTextContent(
      textIn(globals.locale, "profile.cards.expiry", { expiry: card.expiry }),
    );
  }
  const remove = canvas.getByRole("button", {
    name: textIn(globals.locale, "profile.cards.removeCard", { number: CARDS[1]!.number }),
  });
  await userEvent.click(remove);
  await expect(args.onRemove).toHaveBeenCalledWith(CARDS[1]);
  await userEvent.click(canvas.getByTestId("card-add-open"));
  await expect(args.onAdd).toHaveBeenCalledTimes(1);
  (document.activeElement as HTMLElement | null)?.blur();
};
/** Masked number, the system's mark and the expiry of each card; remove and add are offered. */
export const List: Story = { play: listPlay };
export const ListRu: Story = { globals: { locale: "ru" }, play: listPlay };
export const ListSr: Story = { globals: { locale: "sr" }, play: listPlay };

/** Just saved: a note names the card. */
export const Saved: Story = {
  args: { saved: CARDS[0]!.number },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      textIn(globals.locale, "profile.cards.saved", { saved: CARDS[0]!.number }),
    );
  },
};

export const Loading: Story = {
  args: { cards: null },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByLabelText(textIn(globals.locale, "profile.cards.loading"));
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByTestId("card-add-open")).toBeNull();
  },
};

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(textIn(globals.locale, "profile.cards.empty"))).toBeVisible();
  await expect(canvas.getByTestId("card-add-open")).toHaveTextContent(
    textIn(globals.locale, "profile.cards.add"),
  );
};
export const Empty: Story = { args: { cards: [] }, play: emptyPlay };
export const EmptySr: Story = { args: { cards: [] }, globals: { locale: "sr" }, play: emptyPlay };

export const LoadError: Story = {
  args: { cards: null, failed: true },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "common.loadError"),
    );
    await expect(within(canvasElement).queryByRole("list")).toBeNull();
  },
};

// The add form.

const systemOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("card-system");
const typingPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const number = numberField(canvasElement);
  await expect(number).toHaveAttribute("placeholder", "8600 0000 0000 0000");
  await expect(systemOf(canvasElement)).toHaveTextContent(textIn(globals.locale, "profile.cards.systems"));
  await userEvent.type(number, "8600");
  await expect(systemOf(canvasElement)).toHaveAttribute("data-system", "uzcard");
  await expect(systemOf(canvasElement)).toHaveTextContent("Uzcard");
  await userEvent.clear(number);
  await userEvent.type(number, "9860123456789012");
  await expect(number).toHaveValue("9860 1234 5678 9012");
  await expect(systemOf(canvasElement)).toHaveTextContent("Humo");
  await userEvent.type(expireField(canvasElement), "1228");
  await expect(expireField(canvasElement)).toHaveValue("12/28");
  await userEvent.click(within(canvasElement).getByTestId("card-add-submit"));
  await expect(args.onSubmit).toHaveBeenCalledWith({ number: "9860123456789012", expire: "12/28" });
};
/** Typing the number groups it by four and shows the system from its prefix; the expiry gets its slash. */
export const AddForm: Story = { args: { step: "form" }, play: typingPlay };
export const AddFormUz: Story = { args: { step: "form" }, globals: { locale: "uz" }, play: typingPlay };
export const AddFormSr: Story = { args: { step: "form" }, globals: { locale: "sr" }, play: typingPlay };

const expiryError = (canvasElement: HTMLElement) => {
  const id = expireField(canvasElement).getAttribute("aria-describedby")!;
  return canvasElement.ownerDocument.getElementById(id)!;
};
const badExpiryPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const submit = within(canvasElement).getByTestId("card-add-submit");
  await userEvent.type(numberField(canvasElement), "8600123456789012");
  const tries: [string, string, Record<string, unknown>?][] = [
    ["1327", "expiry_month"],
    ["1026", "card_expired"], // The stories' "now" is November 2026.
    ["0125", "card_expired"],
    ["0132", "expiry_too_far", { years: 5 }],
    ["12", "expiry_format"],
  ];
  for (const [typed, id, values] of tries) {
    await userEvent.clear(expireField(canvasElement));
    await userEvent.type(expireField(canvasElement), typed);
    await userEvent.click(submit);
    await expect(expireField(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(expiryError(canvasElement)).toHaveTextContent(textIn(globals.locale, id, values));
  }
  await expect(args.onSubmit).not.toHaveBeenCalled();
  // The month itself is still good.
  await userEvent.clear(expireField(canvasElement));
  await userEvent.type(expireField(canvasElement), "1126");
  await expect(expireField(canvasElement)).not.toHaveAttribute("aria-invalid");
  await userEvent.click(submit);
  await expect(args.onSubmit).toHaveBeenCalledWith({ number: "8600123456789012", expire: "11/26" });
};
/** Month over 12, a past month, over five years ahead, half a date: each said in the shopper's language. */
export const AddFormBadExpiry: Story = { args: { step: "form" }, play: badExpiryPlay };
export const AddFormBadExpiryUz: Story = {
  args: { step: "form" },
  globals: { locale: "uz" },
  play: badExpiryPlay,
};
export const AddFormBadExpirySr: Story = {
  args: { step: "form" },
  globals: { locale: "sr" },
  play: badExpiryPlay,
};

/** The server turned the card down: said under the number, the typed values kept. */
export const AddFormRefused: Story = {
  args: {
    step: "form",
    draft: { number: "8600000000000000", expire: "12/27" },
    refusal: { code: "CARD.UNSUPPORTED", params: { field: "number" }, words: "Not supported" },
  },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, args }) => {
    await expect(numberField(canvasElement)).toHaveValue("8600 0000 0000 0000");
    await expect(expireField(canvasElement)).toHaveValue("12/27");
    await expect(numberField(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "card_unsupported"));
    await userEvent.type(numberField(canvasElement), "{backspace}");
    await expect(args.onFormEdited).toHaveBeenCalledTimes(1);
    await expect(numberField(canvasElement)).not.toHaveAttribute("aria-invalid");
  },
};

// The code step.

const codePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const input = await codeInput(canvasElement);
  await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "profile.cards.codeTitle"),
  );
  await expect(canvasElement).toHaveTextContent("+998 90 *** ** 67");
  await expect(within(canvasElement).getByTestId("code-countdown")).toHaveTextContent("00:45");
  await waitFor(() => expect(input).toHaveFocus());
  input.blur();
};
/** The bank texted a code to the card's phone (masked): six digits, a resend after the bank's wait. */
export const Code: Story = { args: { step: "code", ticket: TICKET }, play: codePlay };
export const CodeRu: Story = {
  args: { step: "code", ticket: TICKET },
  globals: { locale: "ru" },
  play: codePlay,
};
export const CodeSr: Story = {
  args: { step: "code", ticket: TICKET },
  globals: { locale: "sr" },
  play: codePlay,
};

/** The sixth digit sends the code; after the wait a new one can be asked for; the details can be changed. */
export const CodeSubmitResendRestart: Story = {
  tags: ["no-visual"],
  args: { step: "code", ticket: { ...TICKET, sentAt: SENT_LONG_AGO } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await codeInput(canvasElement), "666666");
    await expect(args.onCode).toHaveBeenCalledWith("666666");
    await userEvent.click(within(canvasElement).getByTestId("code-resend"));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByTestId("card-add-restart"));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

const wrong = { code: "CODE.WRONG", params: { left: 2, field: "code" }, words: "Wrong code" };
export const CodeRefusedUz: Story = {
  args: { step: "code", ticket: TICKET, codeFailed: true, refusal: wrong },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const input = await codeInput(canvasElement);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "code_wrong", { left: 2 }),
    );
    await waitFor(() => expect(input).toHaveFocus());
    input.blur();
  },
};

// The removal.

const removePlay: Story["play"] = async ({ args, globals }) => {
  const dialog = await readyDialog();
  await expect(within(dialog).getByRole("heading")).toHaveTextContent(
    textIn(globals.locale, "profile.cards.removeTitle"),
  );
  await expect(dialog).toHaveTextContent(CARDS[1]!.number);
  // Cancel has the focus: an accidental Enter keeps the card.
  await expect(
    within(dialog).getByRole("button", { name: textIn(globals.locale, "profile.cards.keep") }),
  ).toHaveFocus();
  await userEvent.click(within(dialog).getByTestId("card-remove-confirm"));
  await expect(args.onRemoveConfirm).toHaveBeenCalledTimes(1);
  await userEvent.keyboard("{Escape}");
  await expect(args.onRemoveCancel).toHaveBeenCalledTimes(1);
};
/** Removing asks first, in a dialog naming the card. */
export const RemoveConfirm: Story = { args: { toRemove: CARDS[1] }, play: removePlay };
export const RemoveConfirmRu: Story = {
  args: { toRemove: CARDS[1] },
  globals: { locale: "ru" },
  play: removePlay,
};
export const RemoveConfirmSr: Story = {
  args: { toRemove: CARDS[1] },
  globals: { locale: "sr" },
  play: removePlay,
};

/** The removal failed: the dialog says so and the card stays. */
export const RemoveFailed: Story = {
  args: { toRemove: CARDS[1], removeRefusal: { code: null, words: null } },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "an_error_occurred"),
    );
  },
};

/** On a 320 px phone, in Uzbek Latin: the cards and the form inside the screen, every button finger-sized. */
export const PhoneSr: Story = {
  ...onPhoneStory("sr"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { step: "form" },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    // Each masked number stays on one line beside its system's mark.
    for (const item of items) {
      const number = within(item).getByText(/\*\*\*\*/);
      const line = parseFloat(getComputedStyle(number).lineHeight);
      await expect(number.getBoundingClientRect().height).toBeLessThanOrEqual(line + 1);
    }
    await expect(within(canvasElement).getByTestId("card-add-form")).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
