import { Box, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LoadStatus } from "../../../application/app/deps";
import type { Contacts } from "../../../application/content/content.types";
import { PhoneIcon, TelegramIcon } from "../../layout/icons";
import { telHref } from "../../layout/top-bar";
import { SupportLoadError, SupportLoading } from "./support-states";

function Channel({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack
      direction="row"
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      align="flex-start"
      minW="0"
      data-testid={testId}
    >
      <Box
        boxSize="10"
        flexShrink={0}
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        display="grid"
        placeItems="center"
        aria-hidden
      >
        {icon}
      </Box>
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold">{title}</Text>
        {children}
      </Stack>
    </Stack>
  );
}

/** Telegram and the call centre: each a link that opens the channel at once. */
export function ContactChannels({ contacts }: { contacts: Contacts }) {
  const { t } = useLingui();
  const { workFrom: from, workTo: to } = contacts;
  const hours = from && to ? t({ id: "support.contacts.hours", message: `Every day ${from}–${to}` }) : null;
  return (
    // Side by side only where each card holds the number on one line: the column decides, not the window.
    <Grid
      templateColumns="repeat(auto-fit, minmax(min(18rem, 100%), 1fr))"
      gap="3"
      data-testid="contact-channels"
    >
      {contacts.telegram && (
        <Channel icon={<TelegramIcon boxSize="5" />} title="Telegram" testId="contact-telegram">
          <Text color="fg.muted" fontSize="sm">
            {t({ id: "support.contacts.telegramText", message: "Write to us, we answer in the chat" })}
          </Text>
          <Link
            href={contacts.telegram}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="medium"
            minH="11"
            alignItems="center"
          >
            {t({ id: "support.contacts.telegramOpen", message: "Open the chat in Telegram" })}
          </Link>
        </Channel>
      )}
      {contacts.phone && (
        <Channel
          icon={<PhoneIcon boxSize="5" />}
          title={t({ id: "support.contacts.callCentre", message: "Call centre" })}
          testId="contact-phone"
        >
          {hours && (
            <Text color="fg.muted" fontSize="sm">
              {hours}
            </Text>
          )}
          <Link
            href={telHref(contacts.phone)}
            fontWeight="semibold"
            fontSize="lg"
            color="brand.fg"
            minH="11"
            alignItems="center"
            whiteSpace="nowrap"
          >
            {contacts.phone}
          </Link>
        </Channel>
      )}
    </Grid>
  );
}

/**
 * The channels once the contacts are known (usually at once: the page's header loaded them), else their
 * outline or the failure.
 */
export function ContactsView({
  contacts,
  status,
  onRetry,
}: {
  contacts: Contacts | null;
  status: LoadStatus;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (contacts) return <ContactChannels contacts={contacts} />;
  if (status === "error")
    return (
      <SupportLoadError
        testId="contacts-error"
        text={t({
          id: "support.contacts.error",
          message: "Could not load the contacts. Check the connection.",
        })}
        onRetry={onRetry}
      />
    );
  return (
    <SupportLoading
      testId="contacts-loading"
      rows={2}
      height="20"
      label={t({ id: "support.contacts.loading", message: "Loading the contacts" })}
    />
  );
}
