import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formatPhoneMask } from "../../../domain/phone";
import { PhoneChangeFlow } from "../../../ui/features/profile/phone-change-flow";
import { phoneText } from "../../../ui/features/profile/phone-text";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { fixedClock, SENT_15_S_AGO, SENT_LONG_AGO } from "./fixed-clock";

const NEW_PHONE = "935551122";

const meta = {
  title: "Features/Profile/PhoneChangeFlow",
  component: PhoneChangeFlow,
  decorators: [
    fixedClock,
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    step: "code",
    currentPhone: "901234567",
    sent: { phone: NEW_PHONE, sentAt: SENT_15_S_AGO },
    requestPending: false,
    codePending: false,
    codeFailed: false,
    refusal: null,
    onRequest: fn(),
    onFormEdited: fn(),
    onCode: fn(),
    onCodeEdited: fn(),
    onResend: fn(),
    onRestart: fn(),
  },
} satisfies Meta<typeof PhoneChangeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);
/** The code step is its own chunk with its own catalog area; it arrives a moment after the frame. */
const codeInput = async (canvasElement: HTMLElement) => {
  const step = await within(canvasElement).findByTestId("code-step", undefined, { timeout: 5000 });
  return step.querySelector<HTMLInputElement>("input[name=code]")!;
};

const codePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const input = await codeInput(canvasElement);
  await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "profile.phone.codeTitle"),
  );
  await expect(canvasElement).toHaveTextContent(formatPhoneMask(NEW_PHONE));
  await expect(within(canvasElement).getByTestId("code-countdown")).toHaveTextContent("00:45");
  await expect(input).toHaveAttribute("autocomplete", "one-time-code");
  await expect(within(canvasElement).getByTestId("phone-change-restart")).toHaveTextContent(
    textIn(globals.locale, "profile.phone.other"),
  );
  // The step focuses its field once it has loaded; the picture is of the field at rest, after that.
  await waitFor(() => expect(input).toHaveFocus());
  input.blur();
};

/** The code went to the new phone: the code step (its countdown on a fixed clock) and a way back. */
export const Code: Story = { play: codePlay };
export const CodeRu: Story = { globals: { locale: "ru" }, play: codePlay };
export const CodeSr: Story = { globals: { locale: "sr" }, play: codePlay };

/** The sixth digit submits the code; nothing else is needed. */
export const SubmitsCode: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await codeInput(canvasElement), "123456");
    await expect(args.onCode).toHaveBeenCalledWith("123456");
  },
};

/** After the countdown the code can be sent again; "another number" goes back to the form. */
export const ResendAndRestart: Story = {
  args: { sent: { phone: NEW_PHONE, sentAt: SENT_LONG_AGO } },
  play: async ({ canvasElement, args }) => {
    await codeInput(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId("code-resend"));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByTestId("phone-change-restart"));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const wrong = { code: "CODE.WRONG", params: { left: 3 }, words: "Wrong code" };
const refusedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const input = await codeInput(canvasElement);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
    textIn(globals.locale, "code_wrong", { left: 3 }),
  );
  // The step focuses its field once it has loaded; the picture is of the field at rest, after that.
  await waitFor(() => expect(input).toHaveFocus());
  input.blur();
};
/** A wrong code: the field flagged, and how many tries are left. */
export const CodeRefused: Story = { args: { codeFailed: true, refusal: wrong }, play: refusedPlay };
export const CodeRefusedSr: Story = {
  args: { codeFailed: true, refusal: wrong },
  globals: { locale: "sr" },
  play: refusedPlay,
};

/** The code is being checked. */
export const CodePending: Story = {
  args: { codePending: true },
  play: async ({ canvasElement }) => {
    await codeInput(canvasElement);
    await expect(within(canvasElement).getByTestId("code-step")).toHaveAttribute("aria-busy", "true");
  },
};

const donePlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
    textIn(globals.locale, "profile.phone.done", { phone: phoneText(NEW_PHONE) }).replace(/\s/g, " "),
  );
};
export const Done: Story = { args: { step: "done" }, play: donePlay };
export const DoneRu: Story = { args: { step: "done" }, globals: { locale: "ru" }, play: donePlay };

/** The first step is the form (its own stories cover its states). */
export const Form: Story = {
  args: { step: "form", sent: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("phone-change-form")).toBeVisible();
  },
};
