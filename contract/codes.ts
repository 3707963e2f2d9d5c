// The backend's codes of an order's status, payment and delivery, as plain values: what a tab needs of them,
// without the structs of enums.ts (decision 0046). The names are ours, for reading code that uses them.

export const ORDER_STATUS = {
  cancelled: 0,
  /** 1 and 2 are the backend's pre-approval states; shoppers never see them as a step. */
  new: 1,
  awaitingPayment: 2,
  approved: 3,
  inDelivery: 4,
  onTheWay: 5,
  delivered: 6,
} as const;

/** 6 is missing on purpose: the backend never assigned it. */
export const PAYMENT_TYPE = { cash: 1, savedCard: 2, uzum: 3, payme: 4, click: 5, paynet: 7 } as const;

export const DELIVERY_TYPE = { btsBranch: 1, courier: 2, pickup: 3 } as const;
