import { combine } from "effector";
import { loadCategoryFx } from "../categories/categories.model";
import { loadBrandsFx, loadPostFx, loadStaticPageFx } from "../content/content.model";
import { loadHomeFx } from "../home/home.model";
import { loadListFx } from "../products/product-list.model";
import { loadProductFx } from "../products/product-page.model";

/** A page's data is on its way: drives the loading bar at the top of the window. */
export const $pageLoading = combine(
  [loadHomeFx.pending, loadListFx.pending, loadProductFx.pending, loadCategoryFx.pending, loadBrandsFx.pending, loadStaticPageFx.pending, loadPostFx.pending],
  (flags) => flags.some(Boolean),
);
