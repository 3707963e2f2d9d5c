import { Button, HStack, Stack, Text, Tooltip, Portal } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AppleIcon, PlayIcon } from "./icons";

function StoreButton({ href, icon, store, soon }: { href: string | null; icon: ReactNode; store: string; soon: string }) {
  const button = (
    <Button asChild={href !== null} variant="outline" size="md" aria-disabled={href === null || undefined} justifyContent="flex-start" minW="40">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">{icon}{store}</a>
      ) : (
        <span>{icon}{store}</span>
      )}
    </Button>
  );
  if (href) return button;
  return (
    <Tooltip.Root openDelay={100} closeDelay={100}>
      <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{soon}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The mobile-app promo with App Store and Google Play links; a missing link shows a 'soon' tooltip. */
export function AppPromo({ appStore = null, googlePlay = null }: { appStore?: string | null; googlePlay?: string | null }) {
  const { t } = useLingui();
  const soon = t({ id: "promo.soon", message: "Coming soon" });
  return (
    <Stack gap="3">
      <Text fontWeight="semibold"><Trans id="promo.title">Our mobile app</Trans></Text>
      <HStack gap="2" wrap="wrap">
        <StoreButton href={appStore} icon={<AppleIcon />} store="App Store" soon={soon} />
        <StoreButton href={googlePlay} icon={<PlayIcon />} store="Google Play" soon={soon} />
      </HStack>
    </Stack>
  );
}
