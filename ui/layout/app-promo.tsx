import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { AppleIcon, PlayIcon } from "./icons";

// The 'soon' tooltip (Ark tooltip + floating-ui, ~13 KB gzip) loads when the pointer or focus first reaches a
// button without a link; it then opens as if it had been there all along.
const loadTooltip = () => import("./soon-tooltip");
const SoonTooltip = lazy(loadTooltip);

function StoreButton({
  href,
  icon,
  store,
  soon,
}: {
  href: string | null;
  icon: ReactNode;
  store: string;
  soon: string;
}) {
  const [tip, setTip] = useState<{ open: boolean; focus: boolean } | null>(null);
  const wake =
    href === null
      ? {
          onPointerEnter: () => {
            void loadTooltip();
            setTip({ open: true, focus: false });
          },
          onPointerLeave: () => setTip((t) => t && { ...t, open: false }),
          onFocus: () => {
            void loadTooltip();
            setTip({ open: true, focus: true });
          },
          onBlur: () => setTip((t) => t && { open: false, focus: false }),
        }
      : {};
  const button = (
    <Button
      asChild={href !== null}
      variant="outline"
      size={{ base: "lg", md: "md" }}
      aria-disabled={href === null || undefined}
      justifyContent="flex-start"
      minW="40"
    >
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {icon}
          {store}
        </a>
      ) : (
        <span>
          {icon}
          {store}
        </span>
      )}
    </Button>
  );
  if (href) return button;
  const plain = <Button {...(button.props as object)} {...wake} />;
  if (!tip) return plain;
  return (
    <Suspense fallback={plain}>
      <SoonTooltip label={soon} defaultOpen={tip.open} focus={tip.focus}>
        {button}
      </SoonTooltip>
    </Suspense>
  );
}

/** The mobile-app promo with App Store and Google Play links; a missing link shows a 'soon' tooltip. */
export function AppPromo({
  appStore = null,
  googlePlay = null,
}: {
  appStore?: string | null;
  googlePlay?: string | null;
}) {
  const { t } = useLingui();
  const soon = t({ id: "promo.soon", message: "Coming soon" });
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        <Trans id="promo.title">Our mobile app</Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <StoreButton href={appStore} icon={<AppleIcon />} store="App Store" soon={soon} />
        <StoreButton href={googlePlay} icon={<PlayIcon />} store="Google Play" soon={soon} />
      </HStack>
    </Stack>
  );
}
