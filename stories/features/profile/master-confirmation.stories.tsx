import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { formatPhoneMask } from "../../../domain/phone";
import { MasterConfirmation } from "../../../ui/features/profile/master-confirmation";
import { phoneText } from "../../../ui/features/profile/phone-text";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { fixedClock, SENT_15_S_AGO } from "./fixed-clock";

const PHONE = "901234567";

const meta = {
  title: "Features/Profile/MasterConfirmation",
  component: MasterConfirmation,
  decorators: [
    fixedClock,
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    phone: PHONE,
    isMaster: false,
    step: "offer",
    sentAt: null,
    requestPending: false,
    codePending: false,
    codeFailed: false,
    refusal: null,
    message: null,
    onRequest: fn(),
    onCode: fn(),
    onCodeEdited: fn(),
  },
} satisfies Meta<typeof MasterConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);
const codeInput = async (canvasElement: HTMLElement) => {
  const step = await within(canvasElement).findByTestId("code-step", undefined, { timeout: 5000 });
  return step.querySelector<HTMLInputElement>("input[name=code]")!;
};

const offerPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const section = within(canvasElement).getByRole("region", {
    name: textIn(globals.locale, "profile.master.title"),
  });
  await expect(section).toHaveTextContent(
    textIn(globals.locale, "profile.master.offer", { phone: phoneText(PHONE) }).replace(/\s/g, " "),
  );
  const button = within(section).getByTestId("master-request");
  await expect(button).toHaveAccessibleName(textIn(globals.locale, "profile.master.request"));
  await userEvent.click(button);
  await expect(args.onRequest).toHaveBeenCalledTimes(1);
  button.blur();
};
/** A shopper is offered the confirmation; the code goes to their own phone. */
export const Offer: Story = { play: offerPlay };
export const OfferRu: Story = { globals: { locale: "ru" }, play: offerPlay };
export const OfferSr: Story = { globals: { locale: "sr" }, play: offerPlay };

export const RequestPending: Story = {
  args: { requestPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("master-request")).toBeDisabled();
  },
};

/** The request was refused (too many codes): said above the button, which stays to try later. */
export const RequestRefused: Story = {
  args: { refusal: { code: "CODE.THROTTLED", words: "Too many" } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "code_throttled"),
    );
    await expect(within(canvasElement).getByTestId("master-request")).toBeEnabled();
  },
};

const codePlay: Story["play"] = async ({ canvasElement, args }) => {
  const input = await codeInput(canvasElement);
  await expect(canvasElement).toHaveTextContent(formatPhoneMask(PHONE));
  await expect(within(canvasElement).getByTestId("code-countdown")).toHaveTextContent("00:45");
  await expect(within(canvasElement).queryByTestId("master-request")).toBeNull();
  await userEvent.type(input, "654321");
  await expect(args.onCode).toHaveBeenCalledWith("654321");
  await userEvent.clear(input);
  input.blur();
};
/** The code went out: typing its sixth digit submits it. */
export const Code: Story = { args: { step: "code", sentAt: SENT_15_S_AGO }, play: codePlay };
export const CodeSr: Story = {
  args: { step: "code", sentAt: SENT_15_S_AGO },
  globals: { locale: "sr" },
  play: codePlay,
};

/** A wrong code: flagged, with the tries left. */
export const CodeRefused: Story = {
  args: {
    step: "code",
    sentAt: SENT_15_S_AGO,
    codeFailed: true,
    refusal: { code: "CODE.WRONG", params: { left: 4 }, words: "Wrong" },
  },
  play: async ({ canvasElement, globals }) => {
    const input = await codeInput(canvasElement);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "code_wrong", { left: 4 }),
    );
    // The step focuses its field once it has loaded; the picture is of the field at rest, after that.
    await waitFor(() => expect(input).toHaveFocus());
    input.blur();
  },
};

/** Confirmed: the server's words (the summary above now shows the card and points). */
export const Done: Story = {
  args: { step: "done", isMaster: true, message: "Энди сиз устасиз" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Энди сиз устасиз");
  },
};
export const DoneRu: Story = {
  args: { step: "done", isMaster: true, message: "" },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      textIn(globals.locale, "profile.master.done"),
    );
  },
};

/** A master is offered nothing: the section is empty. */
export const AlreadyMaster: Story = {
  args: { isMaster: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId("master-confirmation")).toBeNull();
  },
};
