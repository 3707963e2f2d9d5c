import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  checkPlacedDraft,
  EMPTY_PLACED_DRAFT,
  type PlacedDraft,
  type PlacedField,
} from "../../../../application/admin/sections/content-edit.types";
import type { ContentKind } from "../../../../application/admin/sections/content.types";
import type { DraftProblem } from "../../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { Modal } from "../../../kit/modal";
import { TextField } from "../../../kit/text-field";
import { PictureField, TitleFields, useFieldErrors, useNotPictureWords } from "../form-parts";

const FIELDS = ["title_ru", "sub_title_ru", "url", "image"] as const;

export interface PlacedFormProps {
  open: boolean;
  kind: ContentKind;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (draft: PlacedDraft) => void;
}

/** A new banner or story: its picture, where it leads, and its title in the three languages. */
export function PlacedForm(props: PlacedFormProps) {
  return props.open ? <PlacedFormBody key={props.kind} {...props} /> : null;
}

function PlacedFormBody({ kind, pending, refusal, onClose, onSubmit }: PlacedFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PlacedDraft>(EMPTY_PLACED_DRAFT);
  const [own, setOwn] = useState<Partial<Record<PlacedField, DraftProblem>>>({});
  const set = (patch: Partial<PlacedDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (Object.keys(own).length > 0) setOwn(checkPlacedDraft(next));
  };
  const { error, general } = useFieldErrors(FIELDS, own, refusal, {
    image: useNotPictureWords(),
    url: t({
      id: "admin.content.linkInvalid",
      message: "Start with / for a page of the shop, or with https://",
    }),
  });
  const submit = () => {
    const problems = checkPlacedDraft(draft);
    setOwn(problems);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };
  const banner = kind === "banners";
  const urlProblem = own.url === "invalid";
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={
        banner
          ? t({ id: "admin.content.newBanner", message: "New banner" })
          : t({ id: "admin.content.newStory", message: "New story" })
      }
      footer={
        <Button colorPalette="brand" minH="11" loading={pending} onClick={submit} data-testid="placed-submit">
          {t({ id: "admin.content.publish", message: "Show on the home page" })}
        </Button>
      }
    >
      <Stack as="form" gap="4" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="placed-form">
        <PictureField
          label={t({ id: "admin.content.picture", message: "Picture" })}
          current={null}
          file={draft.image}
          wide={banner}
          required
          error={error("image")}
          onChange={(image) => set({ image })}
          testId="placed-picture"
        />
        <TextField
          label={t({ id: "admin.content.link", message: "Link" })}
          helperText={t({
            id: "admin.content.linkHelp",
            message: "A page of the shop, as /products?sections=1, or an https:// address",
          })}
          value={draft.url}
          required
          maxLength={500}
          inputMode="url"
          spellCheck={false}
          error={
            urlProblem
              ? t({
                  id: "admin.content.linkInvalid",
                  message: "Start with / for a page of the shop, or with https://",
                })
              : error("url")
          }
          onChange={(url) => set({ url })}
        />
        <TitleFields
          label={{
            ru: t({ id: "admin.form.titleRu", message: "Title in Russian" }),
            uz: t({ id: "admin.form.titleUz", message: "Title in Uzbek (Cyrillic)" }),
            sr: t({ id: "admin.form.titleSr", message: "Title in Uzbek (Latin)" }),
          }}
          value={draft.titles}
          error={error("title_ru")}
          onChange={(titles) => set({ titles })}
        />
        {banner && (
          <TitleFields
            label={{
              ru: t({ id: "admin.content.subTitleRu", message: "Second line in Russian" }),
              uz: t({ id: "admin.content.subTitleUz", message: "Second line in Uzbek (Cyrillic)" }),
              sr: t({ id: "admin.content.subTitleSr", message: "Second line in Uzbek (Latin)" }),
            }}
            required={false}
            value={draft.subTitles}
            error={error("sub_title_ru")}
            onChange={(subTitles) => set({ subTitles })}
          />
        )}
        {general && (
          <Text role="alert" color="fg.error" data-testid="placed-form-refusal">
            {general}
          </Text>
        )}
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
