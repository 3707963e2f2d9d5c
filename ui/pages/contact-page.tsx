import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { $feedbackStatus, feedbackSubmitted } from "../../application/content/content.model";
import { mapLink } from "../../application/content/content.types";
import { $contacts } from "../../application/layout/layout.model";
import { FeedbackForm } from "../features/content/feedback-form";
import { PinIcon } from "../layout/icons";
import { SocialLinks, telHref } from "../layout/top-bar";
import { usePageMeta } from "../seo/page-meta";
import { PHONE_TAP_TARGET } from "../kit/tap-target";
import { AddressLink } from "../layout/address-link";

export default function ContactPage() {
  const { t } = useLingui();
  const [contacts, status, submit] = useUnit([$contacts, $feedbackStatus, feedbackSubmitted]);
  const title = t({ id: "contact.title", message: "Contacts" });
  usePageMeta({ title });
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8">
        <Stack gap="4">
          {contacts && (
            <Stack gap="2">
              <Link href={telHref(contacts.phone)} fontSize="xl" fontWeight="bold" {...PHONE_TAP_TARGET}>
                {contacts.phone}
              </Link>
              {contacts.email && (
                <Link href={`mailto:${contacts.email}`} {...PHONE_TAP_TARGET}>
                  {contacts.email}
                </Link>
              )}
              <AddressLink contacts={contacts} {...PHONE_TAP_TARGET} />
              <Text color="fg.muted">
                <Trans id="footer.hours">Every day</Trans> {contacts.workFrom}–{contacts.workTo}
              </Text>
              <SocialLinks contacts={contacts} />
            </Stack>
          )}
          <Box
            borderRadius="l3"
            overflow="hidden"
            borderWidth="1px"
            h="80"
            position="relative"
            data-testid="map"
            bg="bg.muted"
            backgroundImage="linear-gradient(var(--chakra-colors-border) 1px, transparent 1px), linear-gradient(90deg, var(--chakra-colors-border) 1px, transparent 1px)"
            backgroundSize="32px 32px"
          >
            {contacts && (
              <Stack
                position="absolute"
                inset="0"
                align="center"
                justify="center"
                gap="3"
                textAlign="center"
                px="6"
              >
                <PinIcon boxSize="12" color="brand.solid" />
                <Text fontWeight="semibold" maxW="sm">
                  {contacts.address}
                </Text>
                <Button asChild colorPalette="brand" size="sm">
                  <a href={mapLink(contacts)} target="_blank" rel="noopener noreferrer">
                    {t({ id: "contact.openMap", message: "Open on the map" })}
                  </a>
                </Button>
              </Stack>
            )}
          </Box>
        </Stack>
        <Stack gap="4" p="6" borderWidth="1px" borderColor="border.muted" borderRadius="l3">
          <Heading as="h2" size="lg">
            <Trans id="contact.feedback">Write to us</Trans>
          </Heading>
          <FeedbackForm onSubmit={submit} sending={status === "pending"} sent={status === "ready"} />
        </Stack>
      </Grid>
    </Container>
  );
}
