import { Button, Grid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  editOf,
  editProblems,
  type AdminProduct,
  type EditDraft,
  type ProductEdit,
  type ProductField,
} from "../../../../application/admin/sections/products.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { Modal } from "../../../kit/modal";
import { MoneyField } from "../../../kit/money-field";
import { TextField } from "../../../kit/text-field";
import { useRefusalWords } from "../use-refusal-words";
import { useProductTexts } from "./product-texts";

/** The server names a refused field by its wire name. */
const FIELD_OF: Record<string, ProductField> = { price: "price", sale_price: "salePrice", stock: "stock" };

/** "" is empty; anything but an optional minus and digits is no number, so the check says "whole number". */
function stockOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

export interface ProductEditDialogProps {
  /** The product being edited; null keeps the dialog closed. */
  product: AdminProduct | null;
  pending: boolean;
  /** The server's refusal of the last save. */
  refusal: Refusal | null;
  onClose: () => void;
  /** Only the changed fields; not called when nothing changed (the dialog just closes). */
  onSave: (edit: ProductEdit) => void;
}

/** The dialog around the form, so each opening starts from the product's values. */
export function ProductEditDialog(props: ProductEditDialogProps) {
  const { t } = useLingui();
  const { product, onClose } = props;
  // The save button sits in the dialog's footer, outside the form it submits.
  const formId = useId();
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={t({ id: "admin.products.editTitle", message: "Price and stock" })}
      footer={
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          minH="11"
          loading={props.pending}
          data-testid="product-save"
        >
          {t({ id: "admin.products.save", message: "Save" })}
        </Button>
      }
    >
      {product && <ProductEditForm key={product.id} {...props} product={product} formId={formId} />}
    </Modal>
  );
}

function ProductEditForm({
  product,
  refusal,
  onClose,
  onSave,
  formId,
}: ProductEditDialogProps & { product: AdminProduct; formId: string }) {
  const { t } = useLingui();
  const texts = useProductTexts();
  const refusalWords = useRefusalWords(refusal);
  const [price, setPrice] = useState<number | null>(product.price);
  const [salePrice, setSalePrice] = useState<number | null>(product.salePrice || null);
  const [stock, setStock] = useState(String(product.stock));
  const [tried, setTried] = useState(false);
  const draft: EditDraft = { price, salePrice, stock: stockOf(stock) };
  const problems = tried ? editProblems(draft) : {};
  const errorOf = (f: ProductField) => (problems[f] ? texts.problem[problems[f]] : undefined);
  const refusedField =
    refusal?.code === "FIELD.INVALID" ? FIELD_OF[String(refusal.params?.field)] : undefined;
  const field = refusedField ? texts.field[refusedField] : "";
  const submit = () => {
    setTried(true);
    if (Object.keys(editProblems(draft)).length > 0) return;
    const edit = editOf(product, draft);
    if (Object.keys(edit).length === 0) onClose();
    else onSave(edit);
  };
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
        <Text fontWeight="semibold" data-testid="product-edit-title">
          {product.title}{" "}
          <Text as="span" color="fg.muted" fontWeight="normal" whiteSpace="nowrap">
            {texts.number(product.id)}
          </Text>
        </Text>
        {/* Above the fields, where it is seen without scrolling the dialog on a short screen. */}
        {refusal && (
          <Text role="alert" color="fg.error" data-testid="product-refusal">
            {refusedField
              ? t({
                  id: "admin.products.refusedField",
                  message: `${field}: the server did not take this value. Someone may have changed the product meanwhile: close this form and open it again.`,
                })
              : refusalWords}
          </Text>
        )}
        {/* The two sums side by side from a tablet up, so the form fits a short window whole. */}
        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4" alignItems="start">
          <MoneyField
            label={texts.field.price}
            value={price}
            required
            error={errorOf("price")}
            onChange={setPrice}
          />
          <MoneyField
            label={texts.field.salePrice}
            value={salePrice}
            error={errorOf("salePrice")}
            helperText={t({ id: "admin.products.saleHelp", message: "Leave empty for no sale." })}
            onChange={setSalePrice}
          />
        </Grid>
        <TextField
          label={texts.field.stock}
          value={stock}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          error={errorOf("stock")}
          onChange={setStock}
        />
        {/* Enter in a field sends the form (the visible button is in the dialog's footer). */}
        <button type="submit" hidden />
      </form>
    </Stack>
  );
}
