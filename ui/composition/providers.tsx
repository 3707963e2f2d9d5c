import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import type { I18n } from "@lingui/core";
import { LanguageProvider } from "../i18n/language-provider";
import { systemForPage } from "../theme/page-globals";
import { system } from "../theme/system";

const pageSystem = systemForPage(system);

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
    <LanguageProvider i18n={i18n}>
      <ChakraProvider value={pageSystem}>
        {children}
        {toasts}
      </ChakraProvider>
    </LanguageProvider>
  );
}
