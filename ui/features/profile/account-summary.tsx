import { Box, Circle, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Price } from "../../kit/price";
import { UserIcon } from "../../layout/icons";
import { formatPhoneMask } from "../../../domain/phone";
import type { Account } from "../../../application/account/account.types";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="xl" fontWeight="bold">
        {children}
      </Box>
    </Stack>
  );
}

/** Who is signed in, and what they have to spend: cashback in so'm and discount points ("ball"). */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useLingui();
  const given = account.fullName.trim();
  const name = given || t({ id: "profile.noName", message: "Name not given" });
  return (
    <Stack gap="6">
      <HStack gap="4">
        <Circle size="16" bg="brand.subtle" color="brand.fg" fontSize="2xl" fontWeight="bold" aria-hidden>
          {given ? given.charAt(0).toUpperCase() : <UserIcon />}
        </Circle>
        <Stack gap="0">
          <Heading as="h2" size="lg">
            {name}
          </Heading>
          <Text color="fg.muted">{formatPhoneMask(account.phone)}</Text>
          {account.address && (
            <Text color="fg.muted" fontSize="sm">
              {account.address}
            </Text>
          )}
        </Stack>
      </HStack>
      <SimpleGrid minChildWidth="13rem" gap="3">
        <Figure label={t({ id: "profile.cashback", message: "Cashback balance" })}>
          <Price value={account.cashbackBalance} size="md" />
        </Figure>
        <Figure label={t({ id: "profile.points", message: "Discount points" })}>
          {account.points.toLocaleString("ru-RU")} {t({ id: "profile.ball", message: "ball" })}
        </Figure>
        <Figure label={t({ id: "profile.status", message: "Status" })}>
          {account.isMaster
            ? t({ id: "profile.master", message: "Master" })
            : t({ id: "profile.shopper", message: "Shopper" })}
        </Figure>
      </SimpleGrid>
    </Stack>
  );
}
