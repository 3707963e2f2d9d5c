import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { CatalogueStart } from "../../../../application/admin/sections/sheets.types";
import { PlainAnchor, type LinkComponent } from "../../orders/order-link";
import { CopyField } from "./copy-field";

/**
 * The back office's first page in a shop with no goods yet: the two ways to bring them in, with what 1C's
 * "exchange with the site" must be told, as this server is configured.
 */
export function EmptyShopGuide({
  start,
  downloading,
  onTemplate,
  linkAs: LinkAs = PlainAnchor,
}: {
  start: CatalogueStart;
  downloading: boolean;
  onTemplate: () => void;
  linkAs?: LinkComponent;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { onec } = start;
  const { login, priceType } = onec;
  const limit = onec.fileLimitMb;
  return (
    <Stack
      as="section"
      gap="5"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle"
      borderRadius="l3"
      p={{ base: "4", md: "6" }}
      aria-labelledby={titleId}
      data-testid="empty-shop-guide"
    >
      <Stack gap="1">
        <Heading as="h2" size="xl" id={titleId}>
          {t({ id: "admin.start.title", message: "The shop has no goods yet" })}
        </Heading>
        <Text color="fg.muted">
          {t({
            id: "admin.start.lead",
            message:
              "Shoppers see an empty catalogue until goods are brought in, from 1C or from a spreadsheet.",
          })}
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t({ id: "admin.start.onecTitle", message: "From 1C: “Exchange with the site”" })}
        </Heading>
        <Text>{t({ id: "admin.start.onecUrl", message: "Site address to paste into 1C:" })}</Text>
        <CopyField
          value={onec.url}
          label={t({ id: "admin.start.onecUrlLabel", message: "1C exchange address" })}
          testId="onec-url"
        />
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          <li>{t({ id: "admin.start.login", message: `Login: ${login}, the phone of your account` })}</li>
          <li>
            {t({
              id: "admin.start.password",
              message: "Password: that account’s password (any account that may edit the catalogue will do)",
            })}
          </li>
          <li data-testid="onec-price-type">
            {t({
              id: "admin.start.priceType",
              message: `Price type: “${priceType}”. Its prices become the shop’s; 1C must send it`,
            })}
          </li>
          <li>
            {onec.zip
              ? t({
                  id: "admin.start.zipYes",
                  message: `Files: a zip archive, in parts of up to ${limit} MB`,
                })
              : t({ id: "admin.start.zipNo", message: `Files: one by one, in parts of up to ${limit} MB` })}
          </li>
        </Stack>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t({ id: "admin.start.sheetTitle", message: "From a spreadsheet" })}
        </Heading>
        <Text>
          {t({
            id: "admin.start.sheetText",
            message: "Fill in the template (one row per product) and upload it on the Import page.",
          })}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            variant="outline"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            loading={downloading}
            onClick={onTemplate}
          >
            {t({ id: "admin.import.template", message: "Download the template" })}
          </Button>
          <Box asChild w={{ base: "full", sm: "auto" }}>
            <Button asChild colorPalette="brand" minH="11">
              <LinkAs href="/admin/import">
                {t({ id: "admin.start.toImport", message: "Open the Import page" })}
              </LinkAs>
            </Button>
          </Box>
        </Flex>
      </Stack>
    </Stack>
  );
}
