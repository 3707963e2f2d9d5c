import { Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { ensureArea } from "../../i18n/load-catalog";
import type { CodeStepProps } from "../account/code-step";

// The code step and its texts (the "account" catalog area) load only when a code has been sent; the
// profile's first screen needs neither.
const CodeStep = lazy(() =>
  Promise.all([import("../account/code-step"), ensureArea("account")]).then(([m]) => ({
    default: m.CodeStep,
  })),
);

/** The shared 6-digit code step, behind a lazy boundary that brings its catalog area with it. */
export function LazyCodeStep(props: CodeStepProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Stack align="center" py="6">
          <Spinner color="brand.fg" aria-label={t({ id: "profile.code.loading", message: "Loading" })} />
        </Stack>
      }
    >
      <CodeStep {...props} />
    </Suspense>
  );
}
