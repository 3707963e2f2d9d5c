import { Box, Container, HStack, IconButton, Link, Skeleton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Contacts } from "../../application/content/content.types";
import { FacebookIcon, InstagramIcon, PhoneIcon, PinIcon, TelegramIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeSwitcher } from "./theme-switcher";
import { AddressLink } from "./address-link";

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function SocialLinks({ contacts }: { contacts: Contacts }) {
  const { t } = useLingui();
  const links = [
    { href: contacts.facebook, label: "Facebook", icon: <FacebookIcon /> },
    { href: contacts.instagram, label: "Instagram", icon: <InstagramIcon /> },
    { href: contacts.telegram, label: "Telegram", icon: <TelegramIcon /> },
  ].filter((l) => l.href);
  return (
    <HStack gap="0" aria-label={t({ id: "layout.social", message: "Social networks" })}>
      {links.map((l) => (
        <IconButton
          key={l.label}
          asChild
          size={{ base: "lg", md: "xs" }}
          variant="ghost"
          aria-label={l.label}
        >
          <a href={l.href} target="_blank" rel="noopener noreferrer">
            {l.icon}
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}

/** Desktop top bar: phone, address (map search at zoom 18), social links, theme and language switchers. */
export function TopBar({ contacts }: { contacts: Contacts | null }) {
  const { t } = useLingui();
  return (
    <Box
      bg="bg.subtle"
      borderBottomWidth="1px"
      borderColor="border.muted"
      display={{ base: "none", md: "block" }}
      fontSize="sm"
    >
      <Container maxW="7xl" py="1">
        <HStack justify="space-between" gap="4">
          {contacts ? (
            <HStack gap="5" minW="0">
              <Link
                href={telHref(contacts.phone)}
                fontWeight="semibold"
                color="fg"
                whiteSpace="nowrap"
                aria-label={t({ id: "layout.call", message: "Call us" }) + ` ${contacts.phone}`}
              >
                <PhoneIcon boxSize="4" color="brand.fg" /> {contacts.phone}
              </Link>
              <AddressLink contacts={contacts} truncate>
                <PinIcon boxSize="4" color="brand.fg" />{" "}
                <Text as="span" truncate>
                  {contacts.address}
                </Text>
              </AddressLink>
            </HStack>
          ) : (
            <Skeleton h="4" w="72" />
          )}
          <HStack gap="1" flexShrink={0}>
            {contacts && <SocialLinks contacts={contacts} />}
            <ThemeSwitcher size="xs" />
            <LanguageSwitcher size="xs" />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
