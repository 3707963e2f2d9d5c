import { Skeleton, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { Account } from "../../../application/account/account.types";
import { ensureArea } from "../../i18n/load-catalog";
import type { ProfileFormsSection } from "./profile-sections";

// The forms and their texts (the "profile" catalog area) are fetched once the session is known: the server
// never renders them (it does not know who is signed in), so neither belongs to any page's first load.
const ProfileForms = lazy(() =>
  Promise.all([import("./profile-sections"), ensureArea("profile")]).then(([m]) => ({
    default: m.ProfileForms,
  })),
);

export function LazyProfileForms(props: { section: ProfileFormsSection; account: Account }) {
  return (
    <Suspense
      fallback={
        <Stack aria-busy="true" gap="3" maxW="lg">
          <Skeleton h="10" borderRadius="l2" />
          <Skeleton h="10" borderRadius="l2" />
        </Stack>
      }
    >
      <ProfileForms {...props} />
    </Suspense>
  );
}
