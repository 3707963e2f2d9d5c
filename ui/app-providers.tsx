import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { Providers } from "./composition/providers";
import { ToastHost } from "./kit/toast-host";

/**
 * Lingui, Chakra and the toast region mounted from the start (stories and tests). The shop itself (Root)
 * mounts the toast region after hydration so react-toastify stays out of the first load.
 */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <Providers i18n={i18n} toasts={<ToastHost />}>
      {children}
    </Providers>
  );
}
