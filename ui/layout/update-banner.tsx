import { Button, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $updateAvailable, updateDismissed } from "../../application/app/update.model";

/** Offered when the hourly check finds a newer build. */
export function UpdateBanner({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const [available, dismiss] = useUnit([$updateAvailable, updateDismissed]);
  if (!available) return null;
  return (
    <HStack
      role="status"
      position="fixed"
      bottom="4"
      insetX="4"
      mx="auto"
      maxW="md"
      zIndex="toast"
      bg="bg.inverted"
      color="fg.inverted"
      p="3"
      pl="4"
      borderRadius="l3"
      boxShadow="lg"
      justify="space-between"
      data-testid="update-banner"
    >
      <Text fontSize="sm">
        <Trans id="update.available">A new version of the shop is available</Trans>
      </Text>
      <HStack gap="1">
        <Button size="sm" variant="ghost" color="fg.inverted" onClick={dismiss}>
          <Trans id="update.later">Later</Trans>
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onReload}>
          <Trans id="update.reload">Reload</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
