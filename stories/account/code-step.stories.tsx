import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CodeStep } from "../../ui/features/account/code-step";
import { CountdownClock } from "../../ui/features/account/countdown-clock";
import {
  formColumn,
  frozenClock,
  messageOf,
  NOW,
  SENT_LONG_AGO,
  SENT_RECENTLY,
  textIn,
} from "./flow-story-helpers";

const meta = {
  title: "Account/CodeStep",
  component: CodeStep,
  decorators: [formColumn, frozenClock],
  args: {
    phone: "901234567",
    sentAt: SENT_RECENTLY,
    pending: false,
    failed: false,
    onSubmit: fn(),
    onResend: fn(),
    onEdited: fn(),
  },
} satisfies Meta<typeof CodeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByTestId("code-step");
  return {
    form,
    code: form.querySelector<HTMLInputElement>("input[name=code]")!,
    submit: form.querySelector<HTMLButtonElement>("button[type=submit]")!,
  };
};

/** The hint names the number, the field is labelled and focused, and the countdown runs from 00:45. */
const countdownPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { form, code, submit } = parts(canvasElement);
  await expect(form).toHaveTextContent(
    textIn(globals.locale, "account.code.hint", { number: "+998 (90) 123-45-67" }),
  );
  await expect(code).toHaveAccessibleName(new RegExp(textIn(globals.locale, "account.code.label")));
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toBeRequired();
  await waitFor(() => expect(code).toHaveFocus());
  const timer = within(form).getByRole("timer");
  await expect(timer).toHaveTextContent(textIn(globals.locale, "account.code.resendIn", { time: "00:45" }));
  await expect(within(form).queryByTestId("code-resend")).toBeNull();
  await expect(submit).toHaveAccessibleName(textIn(globals.locale, "account.code.submit"));
  // Blur so the baseline shows no focus ring.
  code.blur();
};

export const CountdownRunning: Story = { play: countdownPlay };
export const CountdownRunningRu: Story = { globals: { locale: "ru" }, play: countdownPlay };
export const CountdownRunningSr: Story = { globals: { locale: "sr" }, play: countdownPlay };

/** The countdown has ended: the resend link shows, and asks for a new code. */
export const CountdownEnded: Story = {
  args: { sentAt: SENT_LONG_AGO },
  play: async ({ canvasElement, globals, args }) => {
    const { form } = parts(canvasElement);
    await expect(within(form).queryByRole("timer")).toBeNull();
    const resend = within(form).getByRole("button", { name: textIn(globals.locale, "account.code.resend") });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    resend.blur();
  },
};
export const CountdownEndedRu: Story = { ...CountdownEnded, globals: { locale: "ru" } };

export const SubmitsOnSixthDigit: Story = {
  // Its point is the interaction; its end state repeats CountdownRunning with digits typed.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const { code } = parts(canvasElement);
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard("12a3-45");
    await expect(code).toHaveValue("12345");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("6");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith("123456");
    // A seventh digit has nowhere to go and sends nothing more.
    await userEvent.keyboard("7");
    await expect(code).toHaveValue("123456");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PastedCode: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const { code } = parts(canvasElement);
    await userEvent.click(code);
    await userEvent.paste("123 456");
    await expect(args.onSubmit).toHaveBeenCalledWith("123456");
  },
};

/** An explicit submit of too few digits says so under the field and sends nothing. */
export const TooShort: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { code, submit } = parts(canvasElement);
    await userEvent.type(code, "123");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(code)).toHaveTextContent(textIn(globals.locale, "code_error", { length: 6 }));
    await expect(code).toHaveFocus();
    code.blur();
  },
};

export const IgnoresDigitsWhilePending: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const { code } = parts(canvasElement);
    // While a try is running the sixth digit does not send a second one.
    await userEvent.type(code, "654321");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

let endTry: () => void = () => undefined;

/**
 * A code corrected while the last try still runs: nothing goes beside that try, and the new six digits go
 * when it ends (a code then shortened is not sent).
 */
export const SendsWhatWasTypedWhenTheTryEnds: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { pending: true },
  render: function Render(args) {
    const [pending, setPending] = useState(args.pending);
    endTry = () => setPending(false);
    return (
      <CodeStep
        {...args}
        pending={pending}
        onSubmit={(code) => {
          args.onSubmit(code);
          setPending(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const { code, submit } = parts(canvasElement);
    await userEvent.type(code, "654321");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    endTry();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("654321"));
    await userEvent.clear(code);
    await userEvent.type(code, "111111");
    await userEvent.type(code, "{Backspace}");
    endTry();
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(code).toHaveValue("11111");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the code: the field is flagged (no message of its own; the toast says why). */
export const Refused: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const { code } = parts(canvasElement);
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(args.onEdited).not.toHaveBeenCalled();
    code.blur();
  },
};

export const RefusedClearsOnEdit: Story = {
  // Its point is the interaction; its end state repeats CountdownRunning with a digit typed.
  tags: ["no-visual"],
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const { code } = parts(canvasElement);
    await userEvent.type(code, "1");
    await expect(code).not.toHaveAttribute("aria-invalid", "true");
    await userEvent.type(code, "2");
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

/** A try is running: the button spins, the resend link waits. */
export const Pending: Story = {
  args: { pending: true, sentAt: SENT_LONG_AGO },
  play: async ({ canvasElement }) => {
    const { form, submit } = parts(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("data-loading");
    await expect(form).toHaveAttribute("aria-busy", "true");
    await expect(within(form).getByTestId("code-resend")).toBeDisabled();
  },
};

/** A resend answered: the countdown starts again from 01:00 and the old digits are cleared. */
export const RestartsOnNewCode: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { sentAt: SENT_LONG_AGO },
  render: function Render(args) {
    const [sentAt, setSentAt] = useState(args.sentAt);
    return (
      <CodeStep
        {...args}
        sentAt={sentAt}
        onResend={() => {
          args.onResend();
          setSentAt(NOW);
        }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { form, code } = parts(canvasElement);
    await userEvent.type(code, "111");
    await userEvent.click(within(form).getByTestId("code-resend"));
    const timer = await within(form).findByRole("timer");
    await expect(timer).toHaveTextContent(textIn(globals.locale, "account.code.resendIn", { time: "01:00" }));
    await expect(code).toHaveValue("");
    await waitFor(() => expect(code).toHaveFocus());
  },
};

let movingNow = NOW;
const movingClock = () => movingNow;

/** The clock passes the 60 s mark: the countdown gives way to the resend link. */
export const CountdownReachesZero: Story = {
  // Timing, not looks.
  tags: ["no-visual"],
  args: { sentAt: NOW - 58_000 },
  decorators: [
    (Story) => (
      <CountdownClock.Provider value={movingClock}>
        <Story />
      </CountdownClock.Provider>
    ),
  ],
  beforeEach: () => {
    movingNow = NOW;
  },
  play: async ({ canvasElement, globals }) => {
    const { form } = parts(canvasElement);
    await expect(within(form).getByRole("timer")).toHaveTextContent(
      textIn(globals.locale, "account.code.resendIn", { time: "00:02" }),
    );
    movingNow = NOW + 2_000;
    await within(form).findByTestId("code-resend", {}, { timeout: 3000 });
    await expect(within(form).queryByRole("timer")).toBeNull();
  },
};
