import * as K from "./cards.ts";
import { IdParams, SuccessAnswer } from "./common.ts";
import { defineEndpoints } from "./endpoint.ts";

export const cardEndpoints = defineEndpoints({
  cardsList: { method: "GET", path: "payments/cards/", answer: K.CardsAnswer, auth: "required" },
  cardCreate: {
    method: "POST",
    path: "payments/cards/create/",
    body: K.CardCreateRequest,
    answer: K.CardCreateAnswer,
    auth: "required",
  },
  cardVerify: {
    method: "POST",
    path: "payments/cards/verify/{id}/",
    params: IdParams,
    body: K.CardVerifyRequest,
    answer: K.CardVerifyAnswer,
    auth: "required",
  },
  cardRemove: {
    method: "DELETE",
    path: "payments/cards/remove/{id}/",
    params: IdParams,
    answer: SuccessAnswer,
    auth: "required",
  },
});
