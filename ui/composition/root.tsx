import { CacheProvider, type EmotionCache } from "@emotion/react";
import type { I18n } from "@lingui/core";
import type { Scope } from "effector";
import { Provider } from "effector-react";
import type { ReactNode } from "react";
import { App } from "../app";
import { LazyToastHost } from "../lazy-toast-host";
import { Providers } from "./providers";
import { RenderCollectorContext, type RenderCollector } from "../seo/page-meta";

/**
 * Everything around the route table: the Effector scope, Lingui, Chakra, and (on the server) the collector
 * and the request's style cache, from which ui/seo/critical-css.ts writes the page's styles into the head.
 */
export function Root({
  scope,
  i18n,
  collector = null,
  styleCache,
  router,
}: {
  scope: Scope;
  i18n: I18n;
  collector?: RenderCollector | null;
  styleCache?: EmotionCache;
  router: (app: ReactNode) => ReactNode;
}) {
  const tree = (
    <RenderCollectorContext.Provider value={collector}>
      <Provider value={scope}>
        <Providers i18n={i18n} toasts={<LazyToastHost />}>
          {router(<App />)}
        </Providers>
      </Provider>
    </RenderCollectorContext.Provider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{tree}</CacheProvider> : tree;
}
