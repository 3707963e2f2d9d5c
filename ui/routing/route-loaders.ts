import { allSettled, type Scope } from "effector";
import { layoutRequested } from "../../application/layout/layout.model";
import { matchRoute } from "./route-names";

/**
 * Loads what the route's first render needs into the scope (the server awaits it before rendering): the
 * layout's data and the load its page module exports (ui/routing/page-load.ts), found through the route
 * table.
 */
export async function loadRoute(scope: Scope, pathname: string, search: string): Promise<void> {
  const { route, params } = matchRoute(pathname);
  const page = async () => {
    const load = route && (await route.page()).load;
    await load?.callFor({ params, search })?.run(scope);
  };
  await Promise.all([allSettled(layoutRequested, { scope }), page()]);
}
