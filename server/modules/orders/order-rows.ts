import type { OrderStatus } from "../../../domain/order.ts";

/** The rows the orders module's repositories read and write. */
// bigint and numeric columns arrive as text from node-postgres, as numbers from PGlite: read with Number().
export type Num = number | string;

export interface BasketLineRow {
  productId: number;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  price: Num;
  salePrice: Num;
  stock: number;
  amount: number;
}

export interface PromoRow {
  code: string;
  discountPercent: Num | null;
  discountAmount: Num | null;
  minOrderPrice: Num;
  usable: boolean;
}

export interface DistrictRow {
  id: number;
  latitude: Num;
  longitude: Num;
  hasTakeaway: boolean;
  branchCount: number;
}

export interface NewOrder {
  userId: number;
  status: OrderStatus;
  paymentType: number;
  deliveryType: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  districtId: number;
  btsBranchId: number | null;
  receiverFish: string;
  receiverPhone: string;
  receiverPhone2: string | null;
  productCount: number;
  subtotal: number;
  productDiscount: number;
  promoCode: string | null;
  promoDiscount: number;
  cashbackUsed: number;
  deliveryPrice: number;
  vatPercent: number;
  vat: number;
  total: number;
  cashbackEarned: number;
  payBy: Date | null;
  /** An online order's `redirect_url`; null for cash. */
  paymentReturn: string | null;
  at: Date;
}

export interface NewOrderLine {
  productId: number;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  amount: number;
  price: number;
  unitPrice: number;
}

export interface OrderRow {
  id: number;
  userId: number;
  status: OrderStatus;
  paymentType: number;
  deliveryType: number;
  address: string | null;
  latitude: Num | null;
  longitude: Num | null;
  receiverFish: string;
  receiverPhone: string;
  productCount: number;
  subtotal: Num;
  productDiscount: Num;
  promoDiscount: Num;
  cashbackUsed: Num;
  deliveryPrice: Num;
  vatPercent: number;
  vat: Num;
  total: Num;
  cashbackEarned: Num;
  courier: unknown;
  paymentReturn: string | null;
  createdAt: Date | string;
  regionId: number | null;
  regionTitle: string | null;
  districtId: number | null;
  districtTitle: string | null;
}

export interface OrderLineRow {
  title: string;
  amount: number;
  unitPrice: Num;
  productId: number | null;
  slug: string | null;
  images: string[] | null;
}

export interface StatusLogRow {
  status: OrderStatus;
  description: string | null;
  createdAt: Date | string;
}

/** The back office's filters of the order queue; null: any. `until` is exclusive. */
export interface StaffOrderFilter {
  statuses: readonly number[] | null;
  from: Date | null;
  until: Date | null;
  deliveryType: number | null;
  paymentType: number | null;
}

export interface StaffOrderRow {
  id: number;
  status: OrderStatus;
  deliveryType: number;
  paymentType: number;
  productCount: number;
  total: Num;
  receiverFish: string;
  receiverPhone: string;
  address: string | null;
  createdAt: Date | string;
  shopperName: string;
  shopperPhone: string;
}

/** The order as the state machine, the cancel and the move's event need it, locked for the transaction. */
export interface LockedOrder {
  id: number;
  userId: number;
  /** The shopper's account phone and language, for the move's event. */
  phone: string;
  language: string | null;
  status: OrderStatus;
  deliveryType: number;
  cashbackUsed: Num;
  cashbackEarned: Num;
  paymentType: number;
  total: Num;
  deliveryPrice: Num;
}
