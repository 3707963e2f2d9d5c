import { adminContentEndpoints } from "./admin-content.endpoints.ts";
import { adminFeedbackEndpoints } from "./admin-feedback.endpoints.ts";
import { adminOrderEndpoints } from "./admin-orders.endpoints.ts";
import { adminProductEndpoints } from "./admin-products.endpoints.ts";
import { adminPromoEndpoints } from "./admin-promo.endpoints.ts";
import { adminContentEditEndpoints } from "./admin-content-edit.endpoints.ts";
import { adminSheetsEndpoints } from "./admin-sheets.endpoints.ts";
import { adminCatalogueEndpoints } from "./admin-catalogue.endpoints.ts";
import { adminStaffEndpoints } from "./admin-staff.endpoints.ts";
import { adminTreeEndpoints } from "./admin-tree.endpoints.ts";
import type { AnswerOf } from "./endpoint.ts";

/**
 * The back office's calls under /api/v1/admin/ (docs/decisions/0013-back-office.md), keyed by a stable name
 * as the shop's registry is (contract/endpoints.ts): the server registers each route at its entry's path,
 * the back office's gateways call by name, and the OpenAPI document describes them. Kept apart from the
 * shop's registry so a shopper's pages never load staff shapes.
 */
export const adminEndpoints = {
  ...adminStaffEndpoints,
  ...adminOrderEndpoints,
  ...adminProductEndpoints,
  ...adminPromoEndpoints,
  ...adminContentEndpoints,
  ...adminFeedbackEndpoints,
  ...adminTreeEndpoints,
  ...adminContentEditEndpoints,
  ...adminSheetsEndpoints,
  ...adminCatalogueEndpoints,
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminAnswer<N extends AdminEndpointName> = AnswerOf<AdminEndpoints[N]>;
