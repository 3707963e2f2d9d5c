import { SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LoyaltyBalances } from "../../../application/loyalty/loyalty.types";
import { useLoyaltyText } from "./loyalty-text";

function Total({
  label,
  hint,
  children,
  testId,
}: {
  label: string;
  hint: string;
  children: ReactNode;
  testId: string;
}) {
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
      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {children}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

/** The two balances the shopper has to spend: cashback in so'm and discount points ("ball"). */
export function BalanceTotals({ balances }: { balances: LoyaltyBalances | null }) {
  const { t } = useLingui();
  const text = useLoyaltyText();
  if (!balances) {
    return (
      <SimpleGrid minChildWidth="13rem" gap="3" aria-hidden>
        <Skeleton h="28" borderRadius="l3" />
        <Skeleton h="28" borderRadius="l3" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid minChildWidth="13rem" gap="3">
      <Total
        label={t({ id: "loyalty.total.cashback", message: "Cashback" })}
        hint={t({ id: "loyalty.total.cashbackHint", message: "Spend it at checkout on your next order." })}
        testId="balance-cashback"
      >
        {text.cashback(balances.cashback)}
      </Total>
      <Total
        label={t({ id: "loyalty.total.points", message: "Discount points" })}
        hint={
          balances.isMaster
            ? t({ id: "loyalty.total.pointsHint", message: "Earned by a master for every delivered order." })
            : t({ id: "loyalty.total.pointsHintShopper", message: "Masters earn them with every order." })
        }
        testId="balance-points"
      >
        {text.points(balances.points)}
      </Total>
    </SimpleGrid>
  );
}
