import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Price } from "../../kit/price";
import { formatCount } from "../../../domain/money";
import { formatPhoneMask } from "../../../domain/phone";
import type { Account } from "../../../application/account/account.types";
import { AvatarCircle } from "./avatar-circle";

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack
      gap="1"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-testid={testId}
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="xl" fontWeight="bold" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

/**
 * Who is signed in, and what they have to spend: cashback in so'm and discount points ("ball"); a master
 * also sees the discount card number to give at the till.
 */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useLingui();
  const given = account.fullName.trim();
  const name = given || t({ id: "profile.noName", message: "Name not given" });
  const master = t({ id: "profile.master", message: "Master" });
  return (
    <Stack gap="6" data-testid="account-summary">
      <HStack gap="4" align="center">
        <AvatarCircle name={given} src={account.avatar} size="16" />
        <Stack gap="0" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {name}
            </Heading>
            {account.isMaster && (
              <Badge colorPalette="brand" variant="solid" data-testid="master-badge">
                {master}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" data-testid="account-phone">
            {formatPhoneMask(account.phone)}
          </Text>
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
        <Figure label={t({ id: "profile.points", message: "Discount points" })} testId="account-points">
          {formatCount(account.points)} {t({ id: "profile.ball", message: "ball" })}
        </Figure>
        <Figure label={t({ id: "profile.status", message: "Status" })} testId="account-status">
          {account.isMaster ? master : t({ id: "profile.shopper", message: "Shopper" })}
        </Figure>
        {account.isMaster && account.discountCard && (
          <Figure
            label={t({ id: "profile.discountCard", message: "Discount card" })}
            testId="account-discount-card"
          >
            <Text as="span" fontVariantNumeric="tabular-nums" letterSpacing="wide">
              {account.discountCard}
            </Text>
          </Figure>
        )}
      </SimpleGrid>
    </Stack>
  );
}
