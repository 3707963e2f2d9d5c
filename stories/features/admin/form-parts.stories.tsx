import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { demoImage } from "../../../adapters/fake/demo-data";
import type { DraftProblem, Titles } from "../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../application/shared/refusal";
import {
  PictureField,
  TitleFields,
  useFieldErrors,
  useNotPictureWords,
} from "../../../ui/features/admin/form-parts";
import { overflowing } from "../orders/demo";
import { textIn } from "./demo";

// The back office editors' shared pieces in one small form, as the category and banner forms put them
// together: the three languages' titles, a picture (an icon's square or a banner's wide frame), and the
// form's own checks and the server's refusal, each under the field it names or in the form's one alert.

const FIELDS = ["title_ru", "picture"] as const;
type Field = (typeof FIELDS)[number];

interface PartsProps {
  titles: Titles;
  /** The picture kept now. */
  current: string | null;
  wide: boolean;
  own: Partial<Record<Field, DraftProblem>>;
  refusal: Refusal | null;
  onTitles: (titles: Titles) => void;
  onPicture: (file: File | null) => void;
}

function Parts({ titles: first, current, wide, own, refusal, onTitles, onPicture }: PartsProps) {
  const { t } = useLingui();
  const [titles, setTitles] = useState(first);
  const [file, setFile] = useState<File | null>(null);
  const { error, general } = useFieldErrors(FIELDS, own, refusal, { picture: useNotPictureWords() });
  return (
    <Stack gap="4" maxW="md">
      <TitleFields
        label={{
          ru: t({ id: "admin.form.titleRu", message: "Title in Russian" }),
          uz: t({ id: "admin.form.titleUz", message: "Title in Uzbek (Cyrillic)" }),
          sr: t({ id: "admin.form.titleSr", message: "Title in Uzbek (Latin)" }),
        }}
        value={titles}
        error={error("title_ru")}
        onChange={(next) => (setTitles(next), onTitles(next))}
      />
      <PictureField
        label={
          wide
            ? t({ id: "admin.content.picture", message: "Picture" })
            : t({ id: "admin.tree.icon", message: "Icon" })
        }
        current={current}
        file={file}
        wide={wide}
        required={wide}
        error={error("picture")}
        onChange={(next) => (setFile(next), onPicture(next))}
        testId="parts-picture"
      />
      {general && (
        <Text role="alert" color="fg.error" data-testid="parts-refusal">
          {general}
        </Text>
      )}
    </Stack>
  );
}

const NONE: Titles = { ru: "", uz: "", sr: "" };
const PLASTER: Titles = { ru: "Штукатурка", uz: "Сувоқ", sr: "Suvoq" };

const meta = {
  title: "Features/Admin/FormParts",
  component: Parts,
  args: {
    titles: NONE,
    current: null,
    wide: false,
    own: {},
    refusal: null,
    onTitles: fn(),
    onPicture: fn(),
  },
} satisfies Meta<typeof Parts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small real PNG drawn here (the picture field takes only JPG, PNG and WebP), named `name`. */
async function pictureFile(name: string, hue: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = 160;
  canvas.height = 80;
  const g = canvas.getContext("2d")!;
  g.fillStyle = `hsl(${hue},45%,93%)`;
  g.fillRect(0, 0, 160, 80);
  g.fillStyle = `hsl(${hue},55%,48%)`;
  g.fillRect(20, 15, 50, 50);
  g.fillRect(90, 15, 50, 50);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
  return new File([blob], name, { type: "image/png" });
}

const field = (canvasElement: HTMLElement, locale: unknown, id: string) =>
  within(canvasElement).getByLabelText(textIn(locale, id), { exact: false });

/**
 * A new item: three empty titles, the Russian required and each Uzbek one saying an empty field shows the
 * Russian; no picture yet, so the button offers to choose one.
 */
const newPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  await expect(field(canvasElement, locale, "admin.form.titleRu")).toBeRequired();
  await expect(field(canvasElement, locale, "admin.form.titleUz")).not.toBeRequired();
  await expect(field(canvasElement, locale, "admin.form.titleUz")).toHaveAttribute("lang", "uz-Cyrl");
  await expect(field(canvasElement, locale, "admin.form.titleSr")).toHaveAttribute("lang", "uz-Latn");
  await expect(canvas.getAllByText(textIn(locale, "admin.form.showsRussian"))).toHaveLength(2);
  await expect(canvas.getByText(textIn(locale, "admin.form.pictureChoose"))).toBeVisible();
  await expect(canvas.getByText(textIn(locale, "admin.form.pictureHelp"))).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
  await expect(canvasElement.querySelector("img")).toBeNull();
};
export const New: Story = { play: newPlay };
export const NewRu: Story = { globals: { locale: "ru" }, play: newPlay };

/** An item's fields filled with what it holds: its titles, its icon, and the button to replace it. */
export const FilledRu: Story = {
  args: { titles: PLASTER, current: demoImage(90, "bag") },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(field(canvasElement, locale, "admin.form.titleSr")).toHaveValue("Suvoq");
    await expect(within(canvasElement).getByText(textIn(locale, "admin.form.pictureReplace"))).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("img")?.naturalWidth).toBeGreaterThan(0));
  },
};

/** A banner's picture: the wide frame, required. */
export const BannerSr: Story = {
  args: { titles: PLASTER, current: demoImage(205, "tile"), wide: true },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const input = field(canvasElement, globals.locale, "admin.content.picture");
    await expect(input).toBeRequired();
    const frame = canvasElement.querySelector("img")!.parentElement!.getBoundingClientRect();
    await expect(frame.width).toBe(frame.height * 2);
  },
};

/**
 * The form's own check (no Russian title) under that field, and the server's refusal of the picture (the
 * file was no picture) in the picture's own words under it; no alert besides.
 */
const problemsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  await expect(field(canvasElement, locale, "admin.form.titleRu")).toHaveAttribute("aria-invalid", "true");
  await expect(within(canvasElement).getByText(textIn(locale, "admin.form.required"))).toBeVisible();
  await expect(field(canvasElement, locale, "admin.tree.icon")).toHaveAttribute("aria-invalid", "true");
  await expect(within(canvasElement).getByText(textIn(locale, "admin.form.notPicture"))).toBeVisible();
  await expect(within(canvasElement).queryByTestId("parts-refusal")).toBeNull();
};
const PROBLEMS: Pick<PartsProps, "own" | "refusal"> = {
  own: { title_ru: "required" },
  refusal: { code: "FIELD.INVALID", params: { field: "picture" }, words: null },
};
export const Problems: Story = { args: PROBLEMS, play: problemsPlay };
export const ProblemsRu: Story = { args: PROBLEMS, globals: { locale: "ru" }, play: problemsPlay };

/** A refusal that names no field of the form (the server was down): the form's one alert, no field red. */
export const RefusedRu: Story = {
  args: { titles: PLASTER, refusal: { code: null, words: null } },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByTestId("parts-refusal");
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "an_error_occurred"));
    for (const input of canvasElement.querySelectorAll("input"))
      await expect(input).not.toHaveAttribute("aria-invalid", "true");
  },
};

/** Typing and choosing go out through the callbacks; a chosen file shows its name and replaces the button. */
export const Choose: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.type(field(canvasElement, locale, "admin.form.titleSr"), "Suvoq");
    await expect(args.onTitles).toHaveBeenLastCalledWith({ ru: "", uz: "", sr: "Suvoq" });
    const file = await pictureFile("suvoq.png", 30);
    await userEvent.upload(field(canvasElement, locale, "admin.tree.icon"), file);
    await expect(args.onPicture).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).getByText("suvoq.png")).toBeVisible();
    await expect(within(canvasElement).getByText(textIn(locale, "admin.form.pictureReplace"))).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("img")?.naturalWidth).toBeGreaterThan(0));
  },
};

/**
 * On a 320 px phone: a banner with a chosen file whose name is longer than the screen, and a refused title;
 * the name breaks, the button stays finger-sized, nothing past the edge.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { wide: true, own: { title_ru: "required" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const file = await pictureFile("yangi-yil-aksiyasi-banner-1920x600-final-versiya.png", 205);
    await userEvent.upload(field(canvasElement, globals.locale, "admin.content.picture"), file);
    await waitFor(() => expect(canvasElement.querySelector("img")?.naturalWidth).toBeGreaterThan(0));
    const choose = within(canvasElement).getByText(textIn(globals.locale, "admin.form.pictureReplace"));
    await expect(choose.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
