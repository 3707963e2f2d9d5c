import { Badge, Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

export interface ProductStatusActionsProps {
  title: string;
  visible: boolean;
  pending: boolean;
  onVisible: (visible: boolean) => void;
  onDelete: () => void;
}

/**
 * Hide or show a saved product, and delete it after a confirmation said in place (a second dialog over the
 * editor would trap focus twice on a phone).
 */
export function ProductStatusActions({
  title,
  visible,
  pending,
  onVisible,
  onDelete,
}: ProductStatusActionsProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <Stack gap="3" data-testid="product-status">
      {!visible && (
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="gray" variant="solid">
            {t({ id: "admin.productEditor.hidden", message: "Hidden" })}
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            {t({ id: "admin.productEditor.hiddenHelp", message: "Hidden: not in the shop, kept here." })}
          </Text>
        </Flex>
      )}
      <Flex gap="2" wrap="wrap">
        <Button minH="11" variant="outline" disabled={pending} onClick={() => onVisible(!visible)}>
          {visible
            ? t({ id: "admin.productEditor.hide", message: "Hide from the shop" })
            : t({ id: "admin.productEditor.show", message: "Show in the shop" })}
        </Button>
        {!confirming && (
          <Button
            minH="11"
            variant="outline"
            colorPalette="red"
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            {t({ id: "admin.productEditor.delete", message: "Delete" })}
          </Button>
        )}
      </Flex>
      {confirming && (
        <Box
          role="alertdialog"
          aria-labelledby={headingId}
          borderWidth="1px"
          borderColor="red.500"
          borderRadius="l2"
          p="3"
          data-testid="delete-confirm"
        >
          <Text id={headingId} fontWeight="semibold">
            {t({ id: "admin.productEditor.deleteTitle", message: "Delete the product?" })}
          </Text>
          <Text textStyle="sm" mt="1">
            {t({
              id: "admin.productEditor.deleteBody",
              message: `${title} disappears from the shop and from this list. Orders that have it keep their lines.`,
            })}
          </Text>
          <Flex gap="2" mt="3" wrap="wrap">
            <Button
              minH="11"
              colorPalette="red"
              loading={pending}
              onClick={onDelete}
              data-testid="delete-yes"
            >
              {t({ id: "admin.productEditor.delete", message: "Delete" })}
            </Button>
            <Button minH="11" variant="ghost" onClick={() => setConfirming(false)}>
              {t({ id: "admin.productEditor.cancel", message: "Cancel" })}
            </Button>
          </Flex>
        </Box>
      )}
    </Stack>
  );
}
