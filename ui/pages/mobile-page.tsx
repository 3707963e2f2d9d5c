import { Box, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppPromo } from "../layout/app-promo";
import { Logo } from "../layout/site-header";
import { usePageMeta } from "../seo/page-meta";

/** The page with its own layout for windows narrower than 320 px. */
export default function MobilePage() {
  const { t } = useLingui();
  usePageMeta({ title: t({ id: "mobile.title", message: "Use our app" }) });
  return (
    <Box minH="100vh" p="4" display="grid" placeItems="center" bg="bg.subtle">
      <Stack gap="4" align="center" textAlign="center" maxW="xs">
        <Logo />
        <Text fontWeight="bold">
          <Trans id="mobile.title">Use our app</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans id="mobile.text">
            Your screen is too narrow for the website. The app works on any phone.
          </Trans>
        </Text>
        <AppPromo />
      </Stack>
    </Box>
  );
}
