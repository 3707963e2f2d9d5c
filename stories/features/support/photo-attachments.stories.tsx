import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PhotoAttachments } from "../../../ui/features/support/photo-attachments";
import { pictureFile } from "../profile/picture-files";
import { textIn } from "./demo";

// The photos are made in the browser (real PNGs of one colour), so the stories build them on mount.
const COLOURS = ["#e53e3e", "#3182ce", "#38a169", "#d69e2e"];
function WithPhotos(props: Omit<Parameters<typeof PhotoAttachments>[0], "photos"> & { count: number }) {
  const { count, ...rest } = props;
  const [photos, setPhotos] = useState<File[]>([]);
  useEffect(() => {
    void Promise.all(COLOURS.slice(0, count).map((c, i) => pictureFile(`photo-${i + 1}.png`, c))).then(
      setPhotos,
    );
  }, [count]);
  return <PhotoAttachments {...rest} photos={photos} />;
}

type Args = Parameters<typeof WithPhotos>[0];
const meta = {
  title: "Features/Support/PhotoAttachments",
  args: { count: 2, error: null, errorId: "photos-error", onPick: fn(), onRemove: fn() },
  render: (args) => (
    <Box maxW="md">
      <WithPhotos {...args} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, n: number) => {
  await waitFor(() => expect(within(canvasElement).queryAllByTestId("photo-preview")).toHaveLength(n));
  await waitFor(() =>
    expect(
      [...canvasElement.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    ).toBe(true),
  );
};

/** Two photos: their previews, each with a remove button that names it, and room for two more. */
export const TwoPhotos: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await loaded(canvasElement, 2);
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: textIn(globals.locale, "support.photos.remove", { number: 2 }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await expect(within(canvasElement).getByTestId("photo-add")).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Four: the add button rests, the count says so. */
export const Full: Story = {
  args: { count: 4 },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await loaded(canvasElement, 4);
    await expect(within(canvasElement).getByTestId("photo-add")).toBeDisabled();
    await expect(within(canvasElement).getByTestId("photo-count")).toHaveTextContent(
      textIn(globals.locale, "support.photos.count", { count: 4, max: 4 }),
    );
  },
};

/** A refused pick: said under the button, which it describes. */
export const Refused: Story = {
  args: { count: 1, error: "wrong photo format" },
  globals: { locale: "sr" },
  render: (args, { globals }) => (
    <Box maxW="md">
      <WithPhotos {...args} error={textIn(globals.locale, "wrong_photo_format")} />
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    await loaded(canvasElement, 1);
    await expect(within(canvasElement).getByTestId("photo-add")).toHaveAccessibleDescription(
      textIn(globals.locale, "wrong_photo_format"),
    );
  },
};
