import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect, useRef } from "react";
import {
  $editorChoices,
  $editorDeletes,
  $editorId,
  $editorLastWrite,
  $editorOpen,
  $editorPending,
  $editorProduct,
  $editorRefusal,
  $editorStatus,
  $editorWrites,
  $photoRefusal,
  $photosPending,
  deleteRequested,
  editorClosed,
  editorOpened,
  editorSaveRequested,
  photosAdded,
  photosOrdered,
  visibilityRequested,
} from "../../../../application/admin/sections/product-editor.model";
import { ProductEditorDialog } from "./product-editor-dialog";

/**
 * The editor as the products section shows it, wired to its model: `onWritten` is told after every write so
 * the list is read again, `onSaid` gets the sentence a screen reader should hear.
 */
export function ProductEditorArea({
  onWritten,
  onSaid,
}: {
  onWritten: () => void;
  onSaid: (text: string) => void;
}) {
  const { t } = useLingui();
  const [open, status, product, choices, pending, photosPending, refusal, photoRefusal] = useUnit([
    $editorOpen,
    $editorStatus,
    $editorProduct,
    $editorChoices,
    $editorPending,
    $photosPending,
    $editorRefusal,
    $photoRefusal,
  ]);
  const [writes, deletes, last, productId] = useUnit([
    $editorWrites,
    $editorDeletes,
    $editorLastWrite,
    $editorId,
  ]);
  const events = useUnit({
    editorOpened,
    editorClosed,
    editorSaveRequested,
    visibilityRequested,
    deleteRequested,
    photosAdded,
    photosOrdered,
  });
  const seen = useRef({ writes, deletes });
  useEffect(() => {
    if (seen.current.writes === writes && seen.current.deletes === deletes) return;
    seen.current = { writes, deletes };
    onWritten();
    if (!last) return;
    const { title } = last;
    onSaid(
      last.kind === "created"
        ? t({ id: "admin.productEditor.created", message: `Created: ${title}` })
        : last.kind === "deleted"
          ? t({ id: "admin.productEditor.deleted", message: `Deleted: ${title}` })
          : t({ id: "admin.products.saved", message: `Saved: ${title}` }),
    );
  }, [writes, deletes, last, onWritten, onSaid, t]);
  return (
    <ProductEditorDialog
      open={open}
      productId={productId}
      status={status}
      product={product}
      choices={choices}
      pending={pending}
      photosPending={photosPending}
      refusal={refusal}
      photoRefusal={photoRefusal}
      onClose={events.editorClosed}
      onRetry={() => events.editorOpened(productId)}
      onSave={events.editorSaveRequested}
      onVisible={events.visibilityRequested}
      onDelete={events.deleteRequested}
      onAddPhotos={events.photosAdded}
      onOrderPhotos={events.photosOrdered}
    />
  );
}
