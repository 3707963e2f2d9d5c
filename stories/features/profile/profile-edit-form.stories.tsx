import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT } from "../../../adapters/fake/fake-account.gateway";
import { ProfileEditForm } from "../../../ui/features/profile/profile-edit-form";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { pictureFile, SAVED_PICTURE } from "./picture-files";

const meta = {
  title: "Features/Profile/ProfileEditForm",
  component: ProfileEditForm,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    account: DEMO_ACCOUNT,
    pending: false,
    saved: false,
    refusal: null,
    onSubmit: fn(),
    onEdited: fn(),
  },
} satisfies Meta<typeof ProfileEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);

const fields = (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByTestId("profile-edit-form");
  return {
    form,
    fullName: form.querySelector<HTMLInputElement>("input[name=fullName]")!,
    address: form.querySelector<HTMLInputElement>("input[name=address]")!,
    file: form.querySelector<HTMLInputElement>("input[type=file]")!,
    submit: within(canvasElement).getByTestId("profile-edit-submit"),
  };
};
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "");

const filledPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const { fullName, address, submit } = fields(canvasElement);
  await expect(fullName).toHaveAccessibleName(new RegExp(textIn(globals.locale, "profile.edit.fullName")));
  await expect(address).toHaveAccessibleName(textIn(globals.locale, "profile.edit.address"));
  await expect(fullName).toHaveValue(args.account.fullName);
  await expect(address).toHaveValue(args.account.address);
  await expect(fullName).toBeRequired();
  await expect(fullName).toHaveAttribute("autocomplete", "name");
  await expect(submit).toHaveAccessibleName(textIn(globals.locale, "profile.edit.submit"));
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};

export const Default: Story = { play: filledPlay };
export const DefaultRu: Story = { globals: { locale: "ru" }, play: filledPlay };
export const DefaultSr: Story = { globals: { locale: "sr" }, play: filledPlay };

/** A shopper who never gave a name or an address: the fields start empty. */
export const EmptyAccount: Story = {
  args: { account: { ...DEMO_ACCOUNT, fullName: "", address: "" } },
  play: filledPlay,
};

/** Submits the trimmed name and address, and no picture when the picture did not change. */
export const SubmitsDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const { fullName, address, submit } = fields(canvasElement);
    await userEvent.clear(fullName);
    await userEvent.type(fullName, "  Karim Usta ");
    await userEvent.clear(address);
    await userEvent.type(address, "Samarqand, Registon 5");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: "Karim Usta",
      address: "Samarqand, Registon 5",
    });
  },
};

/** A chosen picture goes with the form, previewed first. */
export const SubmitsPicture: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const { file, submit } = fields(canvasElement);
    const picture = await pictureFile("me.png", "#2f855a");
    await userEvent.upload(file, picture);
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("avatar-preview").querySelector("img")).not.toBeNull(),
    );
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: DEMO_ACCOUNT.fullName,
      address: DEMO_ACCOUNT.address,
      avatar: picture,
    });
  },
};

/** Removing the saved picture sends an empty avatar. */
export const SubmitsRemoval: Story = {
  args: { account: { ...DEMO_ACCOUNT, avatar: SAVED_PICTURE } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId("avatar-remove"));
    await userEvent.click(fields(canvasElement).submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ avatar: "" }));
  },
};

const emptyNamePlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const { fullName, submit } = fields(canvasElement);
  await userEvent.clear(fullName);
  await userEvent.type(fullName, "   ");
  await userEvent.click(submit);
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await expect(fullName).toHaveAttribute("aria-invalid", "true");
  await expect(messageOf(fullName)).toHaveTextContent(textIn(globals.locale, "required"));
  await expect(fullName).toHaveFocus();
  fullName.blur();
};
/** A name is required: refused before sending, the message under the field, the focus on it. */
export const EmptyName: Story = { play: emptyNamePlay };
export const EmptyNameRu: Story = { globals: { locale: "ru" }, play: emptyNamePlay };

/** While saving: the button spins and the form says it is busy. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const { form, submit } = fields(canvasElement);
    await expect(form).toHaveAttribute("aria-busy", "true");
    await expect(submit).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: a polite status; editing again tells the container once. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args, globals }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      textIn(globals.locale, "profile.edit.saved"),
    );
    await userEvent.type(fields(canvasElement).address, "!");
    await expect(args.onEdited).toHaveBeenCalled();
  },
};

const tooLong = { code: "FIELD.MAX_LENGTH", params: { field: "full_name", max: 150 }, words: "Too long" };
const nameRefusedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { fullName, address } = fields(canvasElement);
  const text = textIn(globals.locale, "max_length", { max: 150 });
  await expect(fullName).toHaveAttribute("aria-invalid", "true");
  await expect(fullName).toHaveAccessibleDescription(text);
  await expect(address).not.toHaveAttribute("aria-invalid");
};
/** The server refused the name: its code's text (without the wire's field name) under the name field. */
export const NameRefused: Story = { args: { refusal: tooLong }, play: nameRefusedPlay };
export const NameRefusedSr: Story = {
  args: { refusal: tooLong },
  globals: { locale: "sr" },
  play: nameRefusedPlay,
};

/** Editing a refused form clears the flag and tells the container. */
export const RefusalClearsOnEdit: Story = {
  tags: ["no-visual"],
  args: { refusal: tooLong },
  play: async ({ canvasElement, args }) => {
    const { fullName } = fields(canvasElement);
    await userEvent.type(fullName, "x");
    await expect(fullName).not.toHaveAttribute("aria-invalid");
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

/** The server's picture refusal (words only: its text names a value the answer leaves out) shows under it. */
export const PictureRefused: Story = {
  args: {
    account: { ...DEMO_ACCOUNT, avatar: SAVED_PICTURE },
    refusal: { code: "IMAGE.TOO_LARGE", params: { field: "avatar" }, words: "Расм 5 МБ дан ошмаслиги керак" },
  },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByTestId("avatar-picker");
    await expect(within(picker).getByRole("alert")).toHaveTextContent("Расм 5 МБ дан ошмаслиги керак");
  },
};

const downPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
    textIn(globals.locale, "an_error_occurred"),
  );
};
/** A server that is down: the generic error above the button. */
export const ServerDown: Story = { args: { refusal: { code: null, words: null } }, play: downPlay };
export const ServerDownRu: Story = {
  args: { refusal: { code: null, words: null } },
  globals: { locale: "ru" },
  play: downPlay,
};
