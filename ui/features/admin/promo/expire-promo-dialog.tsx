import { Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Modal } from "../../../kit/modal";

export interface ExpirePromoDialogProps {
  /** The code to end, or null when the dialog is closed. */
  code: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (code: string) => void;
}

/** Ending a code cannot be undone (no move brings it back), so it is asked once more. */
export function ExpirePromoDialog({ code, pending, onClose, onConfirm }: ExpirePromoDialogProps) {
  const { t } = useLingui();
  const shown = code ?? "";
  return (
    <Modal
      open={code !== null}
      onClose={onClose}
      size="sm"
      title={
        // A code is up to 32 letters with no space: on a phone it breaks rather than running past the edge.
        <Text as="span" overflowWrap="anywhere">
          {t({ id: "admin.promo.expire.title", message: `End ${shown} now?` })}
        </Text>
      }
      footer={
        <Flex gap="3" justify="end" wrap="wrap">
          <Button variant="outline" minH="11" onClick={onClose}>
            {t({ id: "admin.promo.expire.keep", message: "Keep it" })}
          </Button>
          <Button
            colorPalette="red"
            minH="11"
            loading={pending}
            onClick={() => code !== null && onConfirm(code)}
            data-testid="promo-expire-confirm"
          >
            {t({ id: "admin.promo.expire.confirm", message: "End the code" })}
          </Button>
        </Flex>
      }
    >
      <Text>
        {t({
          id: "admin.promo.expire.text",
          message: "Shoppers will no longer be able to use it. This cannot be undone.",
        })}
      </Text>
    </Modal>
  );
}
