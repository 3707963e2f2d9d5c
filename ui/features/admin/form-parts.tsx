import { Box, Button, Flex, Image, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { DraftProblem, Titles } from "../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../application/shared/refusal";
import { FieldFrame } from "../../kit/field-frame";
import { TextField } from "../../kit/text-field";
import { useRefusalWords } from "./use-refusal-words";

// Pieces the back office's editors share: the three languages' fields, a picture chooser, and the server's
// refusal shown under the field it names.

/** The pictures the server keeps (it judges the bytes; this only steers the file dialog). */
export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

/**
 * Where each refusal shows: under the field the server named when the form has it (in the form's own words
 * for that field when it has them, since the generic words name the field by its wire name), else in the
 * form's one alert. `own` is the form's own check, which wins while it has something to say.
 */
export function useFieldErrors<F extends string>(
  fields: readonly F[],
  own: Partial<Record<string, DraftProblem>>,
  refusal: Refusal | null,
  invalidWords: Partial<Record<F, string>> = {},
) {
  const { t } = useLingui();
  const words = useRefusalWords(refusal);
  const named = refusal?.params?.field;
  const onField = typeof named === "string" && (fields as readonly string[]).includes(named) ? named : null;
  const problem = (p: DraftProblem) =>
    p === "required"
      ? t({ id: "admin.form.required", message: "Fill this in" })
      : t({ id: "admin.form.invalid", message: "Check this value." });
  const refused = (field: F) =>
    refusal?.code === "FIELD.REQUIRED"
      ? problem("required")
      : refusal?.code === "FIELD.INVALID"
        ? (invalidWords[field] ?? problem("invalid"))
        : (words ?? undefined);
  return {
    error: (field: F): string | undefined => {
      const mine = own[field];
      if (mine) return problem(mine);
      return onField === field ? refused(field) : undefined;
    },
    /** The refusal no field of the form shows. */
    general: refusal && onField === null ? words : null,
  };
}

/** What a refused picture is told: the server takes only real jpg, png and webp pictures. */
export function useNotPictureWords(): string {
  const { t } = useLingui();
  return t({ id: "admin.form.notPicture", message: "This file is not a JPG, PNG or WebP picture." });
}

/** Russian, Uzbek Cyrillic and Uzbek Latin texts of one field; Russian required. */
export function TitleFields({
  label,
  value,
  onChange,
  error,
  required = true,
  maxLength = 300,
}: {
  label: { ru: string; uz: string; sr: string };
  value: Titles;
  onChange: (value: Titles) => void;
  /** The Russian field's refusal. */
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
}) {
  const { t } = useLingui();
  const fallback = t({ id: "admin.form.showsRussian", message: "Left empty, the shop shows the Russian." });
  return (
    <Stack gap="3">
      <TextField
        label={label.ru}
        value={value.ru}
        required={required}
        maxLength={maxLength}
        error={error}
        onChange={(ru) => onChange({ ...value, ru })}
      />
      <TextField
        label={label.uz}
        value={value.uz}
        maxLength={maxLength}
        lang="uz-Cyrl"
        helperText={fallback}
        onChange={(uz) => onChange({ ...value, uz })}
      />
      <TextField
        label={label.sr}
        value={value.sr}
        maxLength={maxLength}
        lang="uz-Latn"
        helperText={fallback}
        onChange={(sr) => onChange({ ...value, sr })}
      />
    </Stack>
  );
}

/** A picture to upload: how it will look (the chosen file, else the current one) and a button to pick. */
export function PictureField({
  label,
  current,
  file,
  onChange,
  error,
  required,
  wide = false,
  testId,
}: {
  label: string;
  /** The address of the picture kept now; null when none. */
  current: string | null;
  file: Blob | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** A banner's shape rather than an icon's square. */
  wide?: boolean;
  testId?: string;
}) {
  const { t } = useLingui();
  const inputId = `picture-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <FieldFrame
      label={label}
      error={error}
      required={required}
      id={inputId}
      helperText={t({ id: "admin.form.pictureHelp", message: "JPG, PNG or WebP, up to 5 MB." })}
    >
      {(control) => (
        <Flex gap="3" align="center" wrap="wrap" data-testid={testId}>
          <Box
            w={wide ? "32" : "16"}
            h="16"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.muted"
            overflow="hidden"
            flexShrink={0}
          >
            {shown && <Image src={shown} alt="" w="full" h="full" objectFit={wide ? "cover" : "contain"} />}
          </Box>
          <Button asChild variant="outline" minH="11" cursor="pointer">
            <label htmlFor={control.id}>
              {shown
                ? t({ id: "admin.form.pictureReplace", message: "Choose another picture" })
                : t({ id: "admin.form.pictureChoose", message: "Choose a picture" })}
            </label>
          </Button>
          <input
            {...control}
            type="file"
            accept={PICTURE_TYPES}
            aria-invalid={error ? true : undefined}
            required={required}
            style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
          {file && "name" in file && (
            <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
              {(file as File).name}
            </Text>
          )}
        </Flex>
      )}
    </FieldFrame>
  );
}
