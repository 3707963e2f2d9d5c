import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import type { CatalogueStart } from "./sheets.types";

/** The back office's first page was shown to someone who may edit the catalogue. */
export const catalogueStartOpened = createEvent();

const local = { serialize: "ignore" } as const;
export const $catalogueStart = createStore<CatalogueStart | null>(null, local);
export const $catalogueStartStatus = createStore<LoadStatus>("idle", local);
/** Why the last question failed (a 403 STAFF.FORBIDDEN: the caller may no longer edit the catalogue). */
export const $catalogueStartRefusal = createStore<Refusal | null>(null, local);

export const catalogueStartFx = attach({
  source: $adminGateway,
  effect: (gateway) => requireAdmin(gateway).sheets.start(),
});

sample({ clock: catalogueStartOpened, target: catalogueStartFx });
$catalogueStartStatus
  .on(catalogueStartFx, () => "pending")
  .on(catalogueStartFx.done, () => "ready")
  .on(catalogueStartFx.fail, () => "error");
$catalogueStart.on(catalogueStartFx.doneData, (_, start) => start);
sample({ clock: catalogueStartFx.done, fn: () => null, target: $catalogueStartRefusal });
sample({ clock: catalogueStartFx.failData, fn: refusalOf, target: $catalogueStartRefusal });

/** The guide is shown only to an empty shop: a shop with goods needs no telling how to bring them. */
export const isEmptyShop = (start: CatalogueStart | null) => start !== null && start.products.total === 0;
