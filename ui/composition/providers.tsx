import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { system } from "../theme/system";

/** Lingui and Chakra around the app, with the toast region chosen by the caller. */
export function Providers({
  i18n,
  toasts,
  children,
}: {
  i18n: I18n;
  toasts: ReactNode;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {children}
        {toasts}
      </ChakraProvider>
    </I18nProvider>
  );
}
