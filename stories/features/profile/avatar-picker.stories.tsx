import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AvatarPicker, type AvatarPickerProps } from "../../../ui/features/profile/avatar-picker";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { disguisedText, oversizedJpeg, pictureFile, SAVED_PICTURE } from "./picture-files";

/** The picker is controlled; the story keeps its value the way the form does. */
function Stateful(args: AvatarPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <AvatarPicker
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Profile/AvatarPicker",
  component: AvatarPicker,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: { name: "Demo Xaridor", current: null, value: undefined, onChange: fn() },
} satisfies Meta<typeof AvatarPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const i18nOf = (locale: unknown) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  i18nOf(locale)._(id, values);

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvasElement.querySelector<HTMLInputElement>("input[type=file]")!,
    preview: canvas.getByTestId("avatar-preview"),
    choose: canvas.getByTestId("avatar-choose"),
    remove: () => canvas.queryByTestId("avatar-remove"),
  };
};
const pictureIn = (preview: HTMLElement) => preview.querySelector("img");

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { input, preview, choose, remove } = parts(canvasElement);
  await expect(within(canvasElement).getByRole("group")).toHaveAccessibleName(
    textIn(globals.locale, "profile.avatar.label"),
  );
  await expect(choose).toHaveAccessibleName(textIn(globals.locale, "profile.avatar.choose"));
  await expect(pictureIn(preview)).toBeNull();
  await expect(preview).toHaveTextContent("D");
  await expect(remove()).toBeNull();
  await expect(input.accept).toContain("image/webp");
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "profile.avatar.hint"));
};

export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

/** A saved picture shows; the buttons offer to change or remove it. */
export const WithPicture: Story = {
  args: { current: SAVED_PICTURE },
  play: async ({ canvasElement, globals }) => {
    const { preview, choose, remove } = parts(canvasElement);
    await expect(pictureIn(preview)).toHaveAttribute("src", SAVED_PICTURE);
    await expect(choose).toHaveAccessibleName(textIn(globals.locale, "profile.avatar.change"));
    await expect(remove()).toHaveAccessibleName(textIn(globals.locale, "profile.avatar.remove"));
  },
};

/** The chosen file shows before anything is saved, with a note that saving keeps it. */
export const ShowsChosenPicture: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { input, preview } = parts(canvasElement);
    const file = await pictureFile("me.png", "#2f855a");
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(file));
    await waitFor(() => expect(pictureIn(preview)?.getAttribute("src")).toMatch(/^blob:/));
    await expect(within(canvasElement).getByTestId("avatar-unsaved")).toHaveTextContent(
      textIn(globals.locale, "profile.avatar.unsaved"),
    );
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** Removing a saved picture asks to remove it on save (""), and the initial stands in at once. */
export const RemovesPicture: Story = {
  args: { current: SAVED_PICTURE },
  play: async ({ canvasElement, args, globals }) => {
    const { preview, remove } = parts(canvasElement);
    await userEvent.click(remove()!);
    await expect(args.onChange).toHaveBeenCalledWith("");
    await expect(pictureIn(preview)).toBeNull();
    await expect(preview).toHaveTextContent("D");
    await expect(parts(canvasElement).remove()).toBeNull();
    await expect(within(canvasElement).getByTestId("avatar-unsaved")).toHaveTextContent(
      textIn(globals.locale, "profile.avatar.removedUnsaved"),
    );
  },
};

/** Removing a picture chosen but never saved goes back to no change at all. */
export const DropsUnsavedChoice: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const { input, preview } = parts(canvasElement);
    await userEvent.upload(input, await pictureFile("me.jpg", "#3182ce", "image/jpeg"));
    await waitFor(() => expect(pictureIn(preview)).not.toBeNull());
    await userEvent.click(parts(canvasElement).remove()!);
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    await expect(pictureIn(preview)).toBeNull();
  },
};

const refusedPlay =
  (make: () => File, message: (locale: unknown) => string): Story["play"] =>
  async ({ canvasElement, args, globals }) => {
    const { input, preview, choose } = parts(canvasElement);
    await userEvent.upload(input, make());
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent(message(globals.locale));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(pictureIn(preview)).toBeNull();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(choose).toHaveAccessibleDescription(message(globals.locale));
  };
const tooLarge = (locale: unknown) => textIn(locale, "image_too_large", { megabytes: 5 });
const wrongFormat = (locale: unknown) => textIn(locale, "upload_correct_format");

/** Over 5 MB: refused in the browser, before any upload. */
export const RefusesTooLarge: Story = { play: refusedPlay(oversizedJpeg, tooLarge) };
export const RefusesTooLargeRu: Story = {
  globals: { locale: "ru" },
  play: refusedPlay(oversizedJpeg, tooLarge),
};
/** A text file named .png with the type image/png: its first bytes are not a picture's. */
export const RefusesDisguisedFile: Story = { play: refusedPlay(disguisedText, wrongFormat) };
export const RefusesDisguisedFileSr: Story = {
  globals: { locale: "sr" },
  play: refusedPlay(disguisedText, wrongFormat),
};

/** The server's refusal, translated by the form, shows under the picture. */
export const ServerRefusal: Story = {
  args: { current: SAVED_PICTURE, error: "Расм 5 МБ дан ошмаслиги керак" },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Расм 5 МБ дан ошмаслиги керак");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** While the form is saving nothing can be changed. */
export const Disabled: Story = {
  args: { current: SAVED_PICTURE, disabled: true },
  play: async ({ canvasElement }) => {
    const { choose, remove, input } = parts(canvasElement);
    await expect(choose).toBeDisabled();
    await expect(remove()).toBeDisabled();
    await expect(input).toBeDisabled();
  },
};
