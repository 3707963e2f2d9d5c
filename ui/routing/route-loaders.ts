import { allSettled, type Scope } from "effector";
import { layoutRequested } from "../../application/layout/layout.model";
import { homeOpened } from "../../application/home/home.model";
import { productListOpened } from "../../application/products/product-list.model";
import { productOpened } from "../../application/products/product-page.model";
import { parseListQuery } from "../../application/products/list-query";
import { categoryOpened, parseCategoryId } from "../../application/categories/categories.model";
import { aboutOpened, brandsOpened, postOpened, staticPageOpened } from "../../application/content/content.model";
import { matchRoute } from "./route-names";

/** Loads what the route's first render needs into the scope (the server awaits it before rendering). */
export async function loadRoute(scope: Scope, pathname: string, search: string): Promise<void> {
  const route = matchRoute(pathname);
  const tasks: Promise<unknown>[] = [allSettled(layoutRequested, { scope })];
  const { params } = route;
  switch (route.name) {
    case "index":
      tasks.push(allSettled(homeOpened, { scope }));
      break;
    case "products":
      tasks.push(allSettled(productListOpened, { scope, params: parseListQuery(search) }));
      break;
    case "products-slug":
      if (params.slug) tasks.push(allSettled(productOpened, { scope, params: params.slug }));
      break;
    case "products-categories-id": {
      const id = parseCategoryId(params.id);
      if (id !== null) tasks.push(allSettled(categoryOpened, { scope, params: id }));
      break;
    }
    case "brands":
      tasks.push(allSettled(brandsOpened, { scope }));
      break;
    case "about":
      tasks.push(allSettled(aboutOpened, { scope }));
      break;
    case "pages-slug":
      if (params.slug) tasks.push(allSettled(staticPageOpened, { scope, params: params.slug }));
      break;
    case "posts-id":
      if (params.id && /^\d+$/.test(params.id)) tasks.push(allSettled(postOpened, { scope, params: Number(params.id) }));
      break;
    default:
      break;
  }
  await Promise.all(tasks);
}
