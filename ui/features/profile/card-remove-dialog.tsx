import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { SavedCard } from "../../../application/cards/cards.types";
import type { Refusal } from "../../../application/shared/refusal";
import { Button } from "../../kit/button";
import { Modal } from "../../kit/modal";
import { FormNote } from "./form-note";
import { refusalMessage } from "./refusal-at";

export interface CardRemoveDialogProps {
  /** The card asked about; null keeps the dialog closed. */
  card: SavedCard | null;
  pending?: boolean;
  refusal?: Refusal | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation before a saved card is removed. Cancel has the first focus, so an accidental Enter keeps
 * the card; a refused removal is said inside, and the card stays.
 */
export function CardRemoveDialog({
  card,
  pending = false,
  refusal,
  onCancel,
  onConfirm,
}: CardRemoveDialogProps) {
  const { i18n, t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  const number = card?.number ?? "";
  return (
    <Modal
      open={card !== null}
      onClose={() => {
        if (!pending) onCancel();
      }}
      size="sm"
      initialFocusEl={() => cancel.current}
      title={t({ id: "profile.cards.removeTitle", message: "Remove the card?" })}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={pending}>
            {t({ id: "profile.cards.keep", message: "Keep" })}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending} data-testid="card-remove-confirm">
            {t({ id: "profile.cards.removeConfirm", message: "Remove" })}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">
          {t({
            id: "profile.cards.removeText",
            message: `The card ${number} will no longer be offered at checkout. You can add it again later.`,
          })}
        </Text>
        {refusal && <FormNote kind="error">{refusalMessage(i18n, refusal)}</FormNote>}
      </Stack>
    </Modal>
  );
}
