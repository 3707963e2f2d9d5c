import { Button, Fieldset, Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  checkTextDraft,
  type StaffText,
  type TextDraft,
  type TextField as DraftField,
} from "../../../../application/admin/sections/content-edit.types";
import type { DraftProblem, Titles } from "../../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { FieldFrame } from "../../../kit/field-frame";
import { Modal } from "../../../kit/modal";
import { TextField } from "../../../kit/text-field";
import { useFieldErrors } from "../form-parts";

const LANGUAGES = ["ru", "uz", "sr"] as const;
const FIELDS = ["title_ru", "title_uz", "title_sr", "body_ru", "body_uz", "body_sr"] as const;
/** The server's limit of a body (contract/admin-content-edit.endpoints.ts). */
const BODY_LIMIT = 100_000;

export interface TextFormProps {
  /** The page or post edited; null: closed. */
  text: StaffText | null;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (draft: TextDraft) => void;
}

/** A page's or post's title and text in each language, Russian first and required. */
export function TextForm(props: TextFormProps) {
  return props.text ? <TextFormBody key={props.text.id} {...props} text={props.text} /> : null;
}

function TextFormBody({ text, pending, refusal, onClose, onSubmit }: TextFormProps & { text: StaffText }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TextDraft>({ titles: text.titles, bodies: text.bodies });
  const [own, setOwn] = useState<Partial<Record<DraftField, DraftProblem>>>({});
  const { error, general } = useFieldErrors(FIELDS, own, refusal);
  const language = {
    ru: t({ id: "admin.pages.ru", message: "Russian" }),
    uz: t({ id: "admin.pages.uz", message: "Uzbek (Cyrillic)" }),
    sr: t({ id: "admin.pages.sr", message: "Uzbek (Latin)" }),
  };
  const set = (part: "titles" | "bodies", lang: keyof Titles, value: string) => {
    const next = { ...draft, [part]: { ...draft[part], [lang]: value } };
    setDraft(next);
    if (Object.keys(own).length > 0) setOwn(checkTextDraft(next));
  };
  const submit = () => {
    const problems = checkTextDraft(draft);
    setOwn(problems);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={t({ id: "admin.pages.edit", message: "Edit the text" })}
      footer={
        <Button colorPalette="brand" minH="11" loading={pending} onClick={submit} data-testid="text-submit">
          {t({ id: "admin.form.save", message: "Save" })}
        </Button>
      }
    >
      <Stack as="form" gap="6" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="text-form">
        {LANGUAGES.map((lang) => (
          <Fieldset.Root key={lang}>
            <Fieldset.Legend fontWeight="semibold" textStyle="md">
              {language[lang]}
            </Fieldset.Legend>
            <Stack gap="3" mt="2">
              <TextField
                label={t({ id: "admin.pages.title", message: "Title" })}
                value={draft.titles[lang]}
                required={lang === "ru"}
                maxLength={300}
                lang={lang === "ru" ? "ru" : lang === "uz" ? "uz-Cyrl" : "uz-Latn"}
                error={error(`title_${lang}`)}
                onChange={(value) => set("titles", lang, value)}
              />
              <FieldFrame
                label={t({ id: "admin.pages.body", message: "Text" })}
                required={lang === "ru"}
                error={error(`body_${lang}`)}
                helperText={
                  lang === "ru"
                    ? t({
                        id: "admin.pages.bodyHelp",
                        message: "HTML as the shop shows it: <p>, <h2>, <ul>, <a>",
                      })
                    : t({ id: "admin.form.showsRussian", message: "Left empty, the shop shows the Russian." })
                }
              >
                {(control) => (
                  <Textarea
                    {...control}
                    required={lang === "ru"}
                    rows={8}
                    maxLength={BODY_LIMIT}
                    fontFamily="mono"
                    textStyle="sm"
                    value={draft.bodies[lang]}
                    onChange={(e) => set("bodies", lang, e.target.value)}
                  />
                )}
              </FieldFrame>
            </Stack>
          </Fieldset.Root>
        ))}
        {general && (
          <Text role="alert" color="fg.error" data-testid="text-form-refusal">
            {general}
          </Text>
        )}
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
