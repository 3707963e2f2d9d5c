import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  checkBrandDraft,
  type BrandDraft,
  type DraftProblem,
  type StaffBrand,
} from "../../../../application/admin/sections/tree.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { Modal } from "../../../kit/modal";
import { TextField } from "../../../kit/text-field";
import { PictureField, useFieldErrors, useNotPictureWords } from "../form-parts";

const FIELDS = ["title", "country", "logo"] as const;

export interface BrandFormProps {
  open: boolean;
  /** The brand edited; null for a new one. */
  brand: StaffBrand | null;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (draft: BrandDraft) => void;
}

/** A brand's name (the same in every language), its country and its logo. */
export function BrandForm(props: BrandFormProps) {
  return props.open ? <BrandFormBody key={props.brand?.id ?? "new"} {...props} /> : null;
}

function BrandFormBody({ brand, pending, refusal, onClose, onSubmit }: BrandFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<BrandDraft>({
    title: brand?.title ?? "",
    country: brand?.country ?? "",
    logo: null,
  });
  const [own, setOwn] = useState<Partial<Record<"title", DraftProblem>>>({});
  const set = (patch: Partial<BrandDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (Object.keys(own).length > 0) setOwn(checkBrandDraft(next));
  };
  const { error, general } = useFieldErrors(FIELDS, own, refusal, {
    title: t({ id: "admin.tree.brandTaken", message: "Another brand has this name." }),
    logo: useNotPictureWords(),
  });
  const submit = () => {
    const problems = checkBrandDraft(draft);
    setOwn(problems);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={
        brand
          ? t({ id: "admin.tree.editBrand", message: "Edit the brand" })
          : t({ id: "admin.tree.newBrand", message: "New brand" })
      }
      footer={
        <Button colorPalette="brand" minH="11" loading={pending} onClick={submit} data-testid="brand-submit">
          {t({ id: "admin.form.save", message: "Save" })}
        </Button>
      }
    >
      <Stack as="form" gap="4" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="brand-form">
        <TextField
          label={t({ id: "admin.tree.brandTitle", message: "Name" })}
          value={draft.title}
          required
          maxLength={300}
          error={error("title")}
          onChange={(title) => set({ title })}
        />
        <TextField
          label={t({ id: "admin.tree.country", message: "Country" })}
          helperText={t({ id: "admin.tree.countryHelp", message: "Two letters, as uz or de" })}
          value={draft.country}
          maxLength={60}
          error={error("country")}
          onChange={(country) => set({ country })}
        />
        <PictureField
          label={t({ id: "admin.tree.logo", message: "Logo" })}
          current={brand?.logo ?? null}
          file={draft.logo}
          wide
          error={error("logo")}
          onChange={(logo) => set({ logo })}
        />
        {general && (
          <Text role="alert" color="fg.error" data-testid="brand-form-refusal">
            {general}
          </Text>
        )}
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
