import type { ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { system } from "./theme/system";
import { ToastHost } from "./kit/toast-host";

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {children}
        <ToastHost />
      </ChakraProvider>
    </I18nProvider>
  );
}
