import { Button, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Modal } from "../../../kit/modal";

/** Asks before a banner or story leaves the home page for good. */
export function RemoveDialog({
  title,
  pending,
  refusal,
  onClose,
  onConfirm,
}: {
  /** The row's title; null: the dialog is closed. */
  title: string | null;
  pending: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const name = title ?? "";
  return (
    <Modal
      open={title !== null}
      onClose={onClose}
      size="sm"
      title={t({ id: "admin.content.removeTitle", message: "Remove for good?" })}
      footer={
        <Flex gap="2" justify="end" wrap="wrap">
          <Button variant="outline" minH="11" onClick={onClose}>
            {t({ id: "admin.content.keep", message: "Keep it" })}
          </Button>
          <Button
            colorPalette="red"
            minH="11"
            loading={pending}
            onClick={onConfirm}
            data-testid="remove-confirm"
          >
            {t({ id: "admin.content.removeConfirm", message: "Remove" })}
          </Button>
        </Flex>
      }
    >
      <Text>
        {t({
          id: "admin.content.removeText",
          message: `“${name}” leaves the home page at once. To only hide it for a while, use its switch.`,
        })}
      </Text>
      {refusal && (
        <Text role="alert" color="fg.error" mt="3" data-testid="remove-refusal">
          {refusal}
        </Text>
      )}
    </Modal>
  );
}
