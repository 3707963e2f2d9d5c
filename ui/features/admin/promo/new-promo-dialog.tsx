import { Button, Field, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  checkPromoDraft,
  EMPTY_PROMO_DRAFT,
  type NewPromoCode,
  type PromoDraft,
  type PromoDraftField,
  type PromoDraftProblem,
  type PromoKind,
} from "../../../../application/admin/sections/promo.types";
import { FieldFrame } from "../../../kit/field-frame";
import { Modal } from "../../../kit/modal";
import { MoneyField } from "../../../kit/money-field";
import { PlainSelect } from "../../../kit/plain-select";
import { TextField } from "../../../kit/text-field";
import { usePromoProblemText } from "./promo-words";

export interface NewPromoDialogProps {
  open: boolean;
  pending: boolean;
  /** The server's refusal, already translated. */
  refusal: string | null;
  onClose: () => void;
  onSubmit: (terms: NewPromoCode) => void;
}

const somOf = (text: string) => (text === "" ? null : Number(text));

/** A new promo code's terms, checked here as the server checks them: most mistakes never leave the page. */
export function NewPromoDialog({ open, pending, refusal, onClose, onSubmit }: NewPromoDialogProps) {
  const { t } = useLingui();
  const problemText = usePromoProblemText();
  const [draft, setDraft] = useState<PromoDraft>(EMPTY_PROMO_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<PromoDraftField, PromoDraftProblem>>>({});
  const kindId = `promo-kind-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const error = (field: PromoDraftField) => {
    const problem = problems[field];
    return problem ? problemText(problem) : undefined;
  };
  const set = (patch: Partial<PromoDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once tried, each field's note follows what is typed, so it goes as soon as the field is right.
    if (Object.keys(problems).length > 0) {
      const checked = checkPromoDraft(next);
      setProblems(checked.ok ? {} : checked.problems);
    }
  };
  const submit = () => {
    const checked = checkPromoDraft(draft);
    if (checked.ok) {
      setProblems({});
      onSubmit(checked.value);
    } else setProblems(checked.problems);
  };
  const close = () => {
    setDraft(EMPTY_PROMO_DRAFT);
    setProblems({});
    onClose();
  };
  const percent = draft.kind === "percent";
  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title={t({ id: "admin.promo.form.title", message: "New promo code" })}
      footer={
        <Button colorPalette="brand" minH="11" loading={pending} onClick={submit} data-testid="promo-submit">
          {t({ id: "admin.promo.form.submit", message: "Create the code" })}
        </Button>
      }
    >
      <Stack as="form" gap="4" onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField
          label={t({ id: "admin.promo.form.code", message: "Code" })}
          helperText={t({
            id: "admin.promo.form.codeHelp",
            message: "Latin letters and digits, as the shopper will type it at checkout",
          })}
          value={draft.code}
          required
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          textTransform="uppercase"
          error={error("code")}
          onChange={(code) => set({ code })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root id={kindId}>
            <Field.Label>{t({ id: "admin.promo.form.kind", message: "Discount type" })}</Field.Label>
            <PlainSelect
              id={kindId}
              minW="full"
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as PromoKind, value: "" })}
            >
              <option value="amount">
                {t({ id: "admin.promo.form.kindAmount", message: "A sum of so'm" })}
              </option>
              <option value="percent">
                {t({ id: "admin.promo.form.kindPercent", message: "A percentage" })}
              </option>
            </PlainSelect>
          </Field.Root>
          {percent ? (
            <TextField
              label={t({ id: "admin.promo.form.percent", message: "Discount, %" })}
              value={draft.value}
              required
              inputMode="numeric"
              maxLength={3}
              error={error("value")}
              onChange={(value) => set({ value })}
            />
          ) : (
            <MoneyField
              label={t({ id: "admin.promo.form.sum", message: "Discount sum" })}
              value={somOf(draft.value)}
              required
              error={error("value")}
              onChange={(value) => set({ value: value === null ? "" : String(value) })}
            />
          )}
        </SimpleGrid>
        <MoneyField
          label={t({ id: "admin.promo.form.minOrder", message: "Minimum order" })}
          helperText={t({
            id: "admin.promo.form.minOrderHelp",
            message: "Leave empty for an order of any sum",
          })}
          value={somOf(draft.minOrderPrice)}
          error={error("minOrderPrice")}
          onChange={(value) => set({ minOrderPrice: value === null ? "" : String(value) })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FieldFrame label={t({ id: "admin.promo.form.from", message: "Valid from" })} error={error("from")}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.from}
                onChange={(e) => set({ from: e.target.value })}
              />
            )}
          </FieldFrame>
          <FieldFrame
            label={t({ id: "admin.promo.form.to", message: "Valid to, inclusive" })}
            error={error("to")}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.to}
                onChange={(e) => set({ to: e.target.value })}
              />
            )}
          </FieldFrame>
        </SimpleGrid>
        <TextField
          label={t({ id: "admin.promo.form.maxUses", message: "Uses at most" })}
          helperText={t({ id: "admin.promo.form.maxUsesHelp", message: "Leave empty for no limit" })}
          value={draft.maxUses}
          inputMode="numeric"
          maxLength={10}
          error={error("maxUses")}
          onChange={(maxUses) => set({ maxUses })}
        />
        {refusal && (
          <Text role="alert" color="fg.error" data-testid="promo-create-refusal">
            {refusal}
          </Text>
        )}
        <button type="submit" hidden />
      </Stack>
    </Modal>
  );
}
