import { Skeleton, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { Account } from "../../../application/account/account.types";
import { ensureArea } from "../../i18n/load-catalog";
import type { ProfileSection } from "../profile/profile-nav";

/** The profile's loyalty pages: the balance with its history, and the calculators' playground. */
export type LoyaltySection = Extract<ProfileSection, "balance" | "playground">;
const LOYALTY: readonly ProfileSection[] = ["balance", "playground"];

export const isLoyaltySection = (section: ProfileSection): section is LoyaltySection =>
  LOYALTY.includes(section);

// Their code and texts (the "loyalty" catalog area) come once a signed-in shopper opens one of them.
const LoyaltySections = lazy(() =>
  Promise.all([import("./loyalty-sections"), ensureArea("loyalty")]).then(([m]) => ({
    default: m.LoyaltySections,
  })),
);

export function LazyLoyaltySection(props: { section: LoyaltySection; account: Account }) {
  return (
    <Suspense
      fallback={
        <Stack aria-busy="true" gap="3">
          <Skeleton h="24" borderRadius="l2" />
          <Skeleton h="10" borderRadius="l2" />
        </Stack>
      }
    >
      <LoyaltySections {...props} />
    </Suspense>
  );
}
