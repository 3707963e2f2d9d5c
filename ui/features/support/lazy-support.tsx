import { Skeleton, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { ensureArea } from "../../i18n/load-catalog";
import type { ProfileSection } from "../profile/profile-nav";

/** The profile's help pages: FAQ and contacts, instructions, video lessons and the live stream, the terms. */
export type SupportSection = Extract<
  ProfileSection,
  "help" | "instruction" | "instruction-slug" | "vedio" | "terms-of-use"
>;
const SUPPORT: readonly ProfileSection[] = [
  "help",
  "instruction",
  "instruction-slug",
  "vedio",
  "terms-of-use",
];

export const isSupportSection = (section: ProfileSection): section is SupportSection =>
  SUPPORT.includes(section);

// Their code and texts (the "support" catalog area) come once a signed-in shopper opens one of them.
const SupportSections = lazy(() =>
  Promise.all([import("./support-sections"), ensureArea("support")]).then(([m]) => ({
    default: m.SupportSections,
  })),
);

export function LazySupportSection(props: { section: SupportSection }) {
  return (
    <Suspense
      fallback={
        <Stack aria-busy="true" gap="3">
          <Skeleton h="10" borderRadius="l2" />
          <Skeleton h="24" borderRadius="l2" />
        </Stack>
      }
    >
      <SupportSections {...props} />
    </Suspense>
  );
}
