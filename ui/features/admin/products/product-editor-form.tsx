import { Button, Grid, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import {
  draftOf,
  editorProblems,
  placementsOf,
  saveOf,
  type EditedProduct,
  type EditorDraft,
  type EditorField,
  type ProductChoices,
  type ProductSave,
} from "../../../../application/admin/sections/product-editor.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { FieldFrame } from "../../../kit/field-frame";
import { MoneyField } from "../../../kit/money-field";
import { PlainSelect } from "../../../kit/plain-select";
import { TextField } from "../../../kit/text-field";
import { useRefusalWords } from "../use-refusal-words";
import { useEditorTexts } from "./product-editor-texts";
import { ProductTextsFields } from "./product-texts-fields";

/** The form's fields by the server's names, so a refusal lands under its own field. */
const FORM_FIELDS = new Set<string>([
  "title_ru",
  "title_uz",
  "title_sr",
  "description_ru",
  "description_uz",
  "description_sr",
  "category_id",
  "brand",
  "unit",
  "unit_value",
  "attributes",
  "group_id",
  "price",
  "sale_price",
  "stock",
  "sku",
  "external_id",
]);

export interface ProductEditorFormProps {
  /** null: a new product. */
  product: EditedProduct | null;
  choices: ProductChoices;
  /** The server's refusal of the last save. */
  refusal: Refusal | null;
  formId: string;
  /** For a saved product only the changed fields; not called when nothing changed. */
  onSave: (save: ProductSave) => void;
  onUnchanged: () => void;
  /** The photos and the hide/delete actions, shown in their places. */
  photos?: ReactNode;
  status?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" pt="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A product's whole form: texts per language, placement, price and stock, photos, identity. */
export function ProductEditorForm({
  product,
  choices,
  refusal,
  formId,
  onSave,
  onUnchanged,
  photos,
  status,
}: ProductEditorFormProps) {
  const { t } = useLingui();
  const texts = useEditorTexts();
  const refusalWords = useRefusalWords(refusal);
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(product));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problems = tried ? editorProblems(draft) : {};
  const refusedField = typeof refusal?.params?.field === "string" ? refusal.params.field : null;
  const underField = refusedField !== null && FORM_FIELDS.has(refusedField);
  const refusedWords =
    refusal?.code === "FIELD.REQUIRED"
      ? texts.problem.required
      : refusal?.code === "FIELD.INVALID"
        ? texts.notTaken
        : (refusalWords ?? undefined);
  const errorOf = (field: EditorField): string | undefined => {
    const problem = problems[field];
    if (problem) {
      const numeric = ["price", "sale_price", "stock"].includes(field) && problem === "required";
      return numeric ? texts.numberRequired : texts.problem[problem];
    }
    return underField && refusedField === field ? refusedWords : undefined;
  };
  const errors = Object.fromEntries([...FORM_FIELDS].map((f) => [f, errorOf(f as EditorField)]));
  const submit = () => {
    setTried(true);
    if (Object.keys(editorProblems(draft)).length > 0) return;
    const save = saveOf(product, draft);
    if (product && Object.keys(save).length === 0) onUnchanged();
    else onSave(save);
  };
  const placements = placementsOf(choices);
  const removeLabel = (n: number) =>
    t({ id: "admin.productEditor.attributeRemove", message: `Remove characteristic ${n}` });
  const attribute = (i: number, name: string, value: string) =>
    set({ attributes: draft.attributes.map((a, j) => (j === i ? [name, value] : a)) });
  return (
    <Stack asChild gap="4">
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {refusal && !underField && (
          <Text role="alert" color={{ base: "red.600", _dark: "red.300" }} data-testid="editor-refusal">
            {refusalWords}
          </Text>
        )}
        <Section title={texts.section.texts}>
          <ProductTextsFields
            titles={draft.titles}
            descriptions={draft.descriptions}
            errors={errors}
            onTitles={(titles) => set({ titles })}
            onDescriptions={(descriptions) => set({ descriptions })}
          />
        </Section>
        <Section title={texts.section.placement}>
          <FieldFrame
            label={t({ id: "admin.productEditor.category", message: "Category" })}
            required
            error={errors.category_id}
          >
            {(control) => (
              <PlainSelect
                {...control}
                aria-invalid={errors.category_id ? true : undefined}
                value={draft.categoryId}
                onChange={(e) => set({ categoryId: e.target.value })}
              >
                <option value="">
                  {t({ id: "admin.productEditor.pickCategory", message: "Choose a category" })}
                </option>
                {placements.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.title}
                  </option>
                ))}
              </PlainSelect>
            )}
          </FieldFrame>
          <FieldFrame label={t({ id: "admin.productEditor.brand", message: "Brand" })} error={errors.brand}>
            {(control) => (
              <PlainSelect
                {...control}
                aria-invalid={errors.brand ? true : undefined}
                value={draft.brandId}
                onChange={(e) => set({ brandId: e.target.value })}
              >
                <option value="">{t({ id: "admin.productEditor.noBrand", message: "No brand" })}</option>
                {choices.brands.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.title}
                  </option>
                ))}
              </PlainSelect>
            )}
          </FieldFrame>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" alignItems="start">
            <FieldFrame label={t({ id: "admin.productEditor.unit", message: "Unit" })} error={errors.unit}>
              {(control) => (
                <PlainSelect
                  {...control}
                  aria-invalid={errors.unit ? true : undefined}
                  value={draft.unit}
                  onChange={(e) => set({ unit: e.target.value as EditorDraft["unit"] })}
                >
                  {choices.units.map((u) => (
                    <option key={u} value={u}>
                      {texts.unit[u]}
                    </option>
                  ))}
                </PlainSelect>
              )}
            </FieldFrame>
            <TextField
              label={t({ id: "admin.productEditor.unitValue", message: "Amount in one unit" })}
              value={draft.unitValue}
              inputMode="decimal"
              maxLength={12}
              error={errors.unit_value}
              onChange={(unitValue) => set({ unitValue })}
            />
          </Grid>
          <Stack gap="2" data-testid="attributes">
            <Text fontWeight="medium" textStyle="sm">
              {t({ id: "admin.productEditor.attributes", message: "Characteristics" })}
            </Text>
            {draft.attributes.map(([name, value], i) => (
              <Grid
                key={i}
                templateColumns={{ base: "1fr auto", sm: "1fr 1fr auto" }}
                gap="2"
                alignItems="end"
              >
                <TextField
                  label={t({ id: "admin.productEditor.attributeName", message: "Characteristic" })}
                  value={name}
                  maxLength={100}
                  error={i === 0 ? errors.attributes : undefined}
                  onChange={(next) => attribute(i, next, value)}
                />
                <Stack gridColumn={{ base: "1", sm: "auto" }} gridRow={{ base: "2", sm: "auto" }}>
                  <TextField
                    label={t({ id: "admin.productEditor.attributeValue", message: "Value" })}
                    value={value}
                    maxLength={300}
                    onChange={(next) => attribute(i, name, next)}
                  />
                </Stack>
                <IconButton
                  variant="ghost"
                  colorPalette="red"
                  minW="11"
                  minH="11"
                  aria-label={removeLabel(i + 1)}
                  onClick={() => set({ attributes: draft.attributes.filter((_, j) => j !== i) })}
                >
                  ✕
                </IconButton>
              </Grid>
            ))}
            <Button
              alignSelf="start"
              size="sm"
              minH="11"
              variant="ghost"
              colorPalette="brand"
              onClick={() => set({ attributes: [...draft.attributes, ["", ""]] })}
            >
              {t({ id: "admin.productEditor.attributeAdd", message: "Add a characteristic" })}
            </Button>
          </Stack>
          <TextField
            label={t({ id: "admin.productEditor.group", message: "Variant group" })}
            value={draft.groupId}
            inputMode="numeric"
            maxLength={10}
            helperText={t({
              id: "admin.productEditor.groupHelp",
              message: "The number of the family's first product: the shop shows them as variants.",
            })}
            error={errors.group_id}
            onChange={(groupId) => set({ groupId })}
          />
        </Section>
        <Section title={texts.section.price}>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr 1fr" }} gap="3" alignItems="start">
            <MoneyField
              label={texts.shared.field.price}
              value={draft.price}
              required
              error={errors.price}
              onChange={(price) => set({ price })}
            />
            <MoneyField
              label={texts.shared.field.salePrice}
              value={draft.salePrice}
              error={errors.sale_price}
              helperText={t({ id: "admin.products.saleHelp", message: "Leave empty for no sale." })}
              onChange={(salePrice) => set({ salePrice })}
            />
            <TextField
              label={texts.shared.field.stock}
              value={draft.stock}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              error={errors.stock}
              onChange={(stock) => set({ stock })}
            />
          </Grid>
        </Section>
        <Section title={texts.section.photos}>{photos}</Section>
        <Section title={texts.section.identity}>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" alignItems="start">
            <TextField
              label={t({ id: "admin.productEditor.sku", message: "SKU" })}
              value={draft.sku}
              maxLength={64}
              autoComplete="off"
              error={errors.sku}
              onChange={(sku) => set({ sku })}
            />
            <TextField
              label={t({ id: "admin.productEditor.externalId", message: "External id (1C)" })}
              value={draft.externalId}
              maxLength={150}
              autoComplete="off"
              error={errors.external_id}
              onChange={(externalId) => set({ externalId })}
            />
          </Grid>
          <Text textStyle="xs" color="fg.muted">
            {t({
              id: "admin.productEditor.identityHelp",
              message: "Each must be unique; leave empty when there is none.",
            })}
          </Text>
        </Section>
        {/* Last, away from the fields: the focus starts in the Russian name, not on "Delete". */}
        {status}
        {/* Enter in a field sends the form (the visible button is in the dialog's footer). */}
        <button type="submit" hidden />
      </form>
    </Stack>
  );
}
