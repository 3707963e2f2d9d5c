import { allSettled, type Scope } from "effector";
import { layoutRequested } from "../../application/layout/layout.model";
import { matchRoute } from "./route-names";

/**
 * Loads what the route's first render needs into the scope (the server awaits it before rendering): the
 * layout's data and the load its page module exports (ui/routing/page-load.ts), found through the route
 * table. Resolves to the status the render will set: 404 for a path no route takes, else the page module's
 * `status` of the loaded scope, else 200 (a page with no error view sets none).
 */
export async function loadRoute(scope: Scope, pathname: string, search: string): Promise<number> {
  const { route, params } = matchRoute(pathname);
  const page = async () => {
    if (!route) return 404;
    const module = await route.page();
    const match = { params, search };
    await module.load?.callFor(match)?.run(scope);
    return module.status;
  };
  const [, status] = await Promise.all([allSettled(layoutRequested, { scope }), page()]);
  // Read after the layout has settled too: a page's status may not depend on it, but nothing is pending.
  return typeof status === "function" ? status(scope, { params, search }) : (status ?? 200);
}
