import * as B from "./basket.ts";
import { IdParams, SuccessAnswer } from "./common.ts";
import * as D from "./delivery.ts";
import { defineEndpoints } from "./endpoint.ts";
import * as O from "./orders.ts";

// The basket is a guest's too ("optional"); checkout and orders need a signed-in user.
export const orderEndpoints = defineEndpoints({
  cartUpdate: {
    method: "POST",
    path: "orders/cart/",
    body: B.CartUpdateRequest,
    answer: SuccessAnswer,
    auth: "optional",
  },
  cartProducts: {
    method: "GET",
    path: "orders/cart/products/",
    query: B.CartProductsQuery,
    answer: B.CartProductsAnswer,
    auth: "optional",
  },
  orderPriceCalculator: {
    method: "POST",
    path: "orders/order-price-calculator/",
    body: O.OrderPriceCalculatorRequest,
    answer: O.OrderPriceCalculatorAnswer,
    auth: "required",
  },
  /** The contract writes it "orders/check-takeaway/?district={id}"; the district is a query parameter. */
  checkTakeaway: {
    method: "GET",
    path: "orders/check-takeaway/",
    query: O.CheckTakeawayQuery,
    answer: O.CheckTakeawayAnswer,
    auth: "optional",
  },
  orderCreate: {
    method: "POST",
    path: "orders/order/",
    body: O.OrderCreateRequest,
    headers: O.OrderCreateHeaders,
    answer: O.OrderCreateAnswer,
    auth: "required",
  },
  ordersList: {
    method: "GET",
    path: "orders/",
    query: O.OrdersQuery,
    answer: O.OrdersAnswer,
    auth: "required",
  },
  orderDetail: {
    method: "GET",
    path: "orders/{id}/",
    params: IdParams,
    answer: O.OrderDetail,
    auth: "required",
  },
  paymentSettings: {
    method: "GET",
    path: "orders/payment-settings/",
    answer: O.PaymentSettingsAnswer,
    auth: "optional",
  },
  btsBranches: {
    method: "GET",
    path: "delivery_bts/branches/",
    query: D.BtsBranchesQuery,
    answer: D.BtsBranchesAnswer,
    auth: "none",
  },
  btsOrderStatus: {
    method: "GET",
    path: "delivery_bts/order/{id}/",
    params: IdParams,
    answer: D.BtsOrderStatusAnswer,
    auth: "required",
  },
  takeawayLocations: {
    method: "GET",
    path: "settings/takeaway-locations/",
    answer: D.TakeawayLocationsAnswer,
    auth: "none",
  },
  regions: {
    method: "GET",
    path: "common/region/",
    query: D.RegionsQuery,
    answer: D.RegionsAnswer,
    auth: "none",
  },
  /** Spec 7 writes it "common/district/?region={id}"; the region is a query parameter. */
  districts: {
    method: "GET",
    path: "common/district/",
    query: D.DistrictsQuery,
    answer: D.DistrictsAnswer,
    auth: "none",
  },
  promoCheck: {
    method: "POST",
    path: "promocode/CheckAndGetPromoInfo/",
    body: O.PromoCheckRequest,
    answer: O.PromoCheckAnswer,
    auth: "required",
  },
});
