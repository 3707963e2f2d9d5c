import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { LoadStatus } from "../../../../application/app/deps";
import type {
  EditedProduct,
  ProductChoices,
  ProductSave,
} from "../../../../application/admin/sections/product-editor.types";
import type { Refusal } from "../../../../application/shared/refusal";
import { Modal } from "../../../kit/modal";
import { ListFailed, ListLoading } from "../list-states";
import { useRefusalWords, useSpokenRefusal } from "../use-refusal-words";
import { ProductEditorForm } from "./product-editor-form";
import { ProductPhotos } from "./product-photos";
import { ProductStatusActions } from "./product-status-actions";

export interface ProductEditorDialogProps {
  open: boolean;
  /** The product opened (null: a new one), named in the title while it loads. */
  productId: number | null;
  /** The product's and the choices' load; "ready" for a new product once the choices came. */
  status: LoadStatus;
  /** null: a new product. */
  product: EditedProduct | null;
  choices: ProductChoices | null;
  /** A save, a hide or a delete is on its way. */
  pending: boolean;
  photosPending: boolean;
  /** The refusal of the last save, hide or delete; of the load when `status` is "error". */
  refusal: Refusal | null;
  photoRefusal: Refusal | null;
  onClose: () => void;
  onRetry: () => void;
  onSave: (save: ProductSave) => void;
  onVisible: (visible: boolean) => void;
  onDelete: () => void;
  onAddPhotos: (files: File[]) => void;
  onOrderPhotos: (names: string[]) => void;
}

/** The back office's product editor: a new product, or a saved one with its photos, hide and delete. */
export function ProductEditorDialog(props: ProductEditorDialogProps) {
  const { t } = useLingui();
  const { open, status, product, choices, refusal, onClose } = props;
  const formId = useId();
  // A plain failure (a 500) says the editor's own sentence, not the generic "An error occurred".
  const loadWords = useSpokenRefusal(refusal);
  const photoWords = useRefusalWords(props.photoRefusal);
  const ready = status === "ready" && choices !== null;
  const id = product?.id ?? props.productId;
  const title =
    id !== null
      ? t({ id: "admin.productEditor.editTitle", message: `Product № ${id}` })
      : t({ id: "admin.productEditor.new", message: "New product" });
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={title}
      footer={
        ready ? (
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            minH="11"
            loading={props.pending}
            data-testid="editor-save"
          >
            {t({ id: "admin.products.save", message: "Save" })}
          </Button>
        ) : undefined
      }
    >
      {status === "error" ? (
        <ListFailed
          testId="editor-error"
          text={
            loadWords ?? t({ id: "admin.productEditor.error", message: "The product could not be loaded." })
          }
          refusal={refusal}
          onRetry={props.onRetry}
        />
      ) : !ready ? (
        <ListLoading
          testId="editor-loading"
          label={t({ id: "admin.productEditor.loading", message: "Loading the product" })}
        />
      ) : (
        <ProductEditorForm
          // A new product's form starts afresh once it is saved: it then edits the saved product.
          key={product?.id ?? "new"}
          product={product}
          choices={choices}
          refusal={refusal}
          formId={formId}
          onSave={props.onSave}
          onUnchanged={onClose}
          status={
            product && (
              <ProductStatusActions
                title={product.titles.ru}
                visible={product.visible}
                pending={props.pending}
                onVisible={props.onVisible}
                onDelete={props.onDelete}
              />
            )
          }
          photos={
            <ProductPhotos
              photos={product?.photos ?? []}
              canUpload={product !== null}
              pending={props.photosPending}
              error={photoWords ?? undefined}
              onAdd={props.onAddPhotos}
              onOrder={props.onOrderPhotos}
            />
          }
        />
      )}
    </Modal>
  );
}
