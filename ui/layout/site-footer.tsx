import { Box, Container, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { FooterColumn } from "../../application/content/content.types";
import type { Contacts } from "../../application/content/content.types";
import { LocalLink } from "../routing/localized";
import { AppPromo } from "./app-promo";
import { SocialLinks, telHref } from "./top-bar";
import { PHONE_TAP_TARGET } from "../kit/tap-target";
import { AddressLink } from "./address-link";

/** The footer: link columns from the server, contacts, the app promo. */
export function SiteFooter({
  columns,
  contacts,
}: {
  columns: readonly FooterColumn[];
  contacts: Contacts | null;
}) {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="12">
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: "1fr", md: "repeat(4, 1fr)" }} gap="8">
          {columns.map((column) => (
            // On a phone each link is a 44 px row a thumb can hit without catching its neighbour.
            <Stack key={column.title} gap={{ base: "0", md: "2" }}>
              <Text fontWeight="semibold">{column.title}</Text>
              {column.items.map((item) => (
                <Link
                  key={item.path + item.title}
                  asChild
                  {...PHONE_TAP_TARGET}
                  color="fg.muted"
                  fontSize="sm"
                  _hover={{ color: "brand.fg" }}
                >
                  <LocalLink to={item.path}>{item.title}</LocalLink>
                </Link>
              ))}
            </Stack>
          ))}
          {contacts && (
            <Stack gap={{ base: "0", md: "2" }} fontSize="sm">
              <Text fontWeight="semibold">
                <Trans id="footer.contacts">Contacts</Trans>
              </Text>
              <Link href={telHref(contacts.phone)} fontWeight="semibold" {...PHONE_TAP_TARGET}>
                {contacts.phone}
              </Link>
              <AddressLink contacts={contacts} {...PHONE_TAP_TARGET} />
              {contacts.workFrom && (
                <Text color="fg.muted">
                  <Trans id="footer.hours">Every day</Trans> {contacts.workFrom}–{contacts.workTo}
                </Text>
              )}
              <SocialLinks contacts={contacts} />
            </Stack>
          )}
          <AppPromo />
        </Grid>
        <Text mt="8" fontSize="xs" color="fg.muted">
          © 2026 Qurilish bozori. <Trans id="footer.rights">All rights reserved.</Trans>
        </Text>
      </Container>
    </Box>
  );
}
