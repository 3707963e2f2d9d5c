import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageModule } from "./route-table";

export interface LazyPage {
  readonly Page: LazyExoticComponent<ComponentType<object>>;
  /** Loads the page's chunk; once it is here the page renders without suspending. */
  readonly preload: () => Promise<unknown>;
}

type AnyPageModule = PageModule<never>;
const pages = new Map<() => Promise<AnyPageModule>, LazyPage>();

/**
 * The lazy component of a page import, one per import: routes that share a page share its component. The
 * browser resolves the shown route's chunk before hydrating (preloadRoute); a preloaded page renders
 * synchronously, so hydration never meets a suspended page.
 */
export function lazyPage(load: () => Promise<AnyPageModule>): LazyPage {
  let page = pages.get(load);
  if (!page) {
    let loaded: AnyPageModule | undefined;
    const preload = () => load().then((m) => (loaded = m));
    type Module = { default: ComponentType<object> };
    // A thenable that resolves synchronously once the module is here: React.lazy then renders without
    // suspending.
    const Page = lazy(
      () =>
        (loaded
          ? { then: (resolve: (m: AnyPageModule) => void) => resolve(loaded!) }
          : preload()) as Promise<Module>,
    );
    page = { Page, preload };
    pages.set(load, page);
  }
  return page;
}
