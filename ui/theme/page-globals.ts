import type { SystemContext } from "@chakra-ui/react";

/**
 * The system a tab's ChakraProvider is given. A page the server rendered holds Chakra's global styles
 * already, as `css-global` style tags (ui/seo/critical-css.ts) that are never taken away; the provider's
 * <Global> would only compute and hash them again, tens of milliseconds of a phone's first long task
 * (issue 28), to find the tags there. Such a tab gets a view of the system without them; a tab with no
 * server page (development, a page rendered in the browser alone) and the server keep the whole system.
 */
export function systemForPage(system: SystemContext, doc: Document | undefined = globalThis.document) {
  if (!doc?.querySelector('style[data-emotion^="css-global "]')) return system;
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
