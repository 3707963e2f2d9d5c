import type { DomainError } from "./errors.ts";
import type { Som } from "./money.ts";
import { checkPromo, promoDiscountAmount, type Promo } from "./promo.ts";

/**
 * The one order price calculation, run by the server for POST orders/order-price-calculator/ and by the
 * storefront for its preview. Order of reductions: sale prices or per-unit discounts, then the promo code (if
 * the goods reach its minimum), then cashback (goods only, never delivery), then delivery is added. VAT is
 * included in the prices; it is reported, never added: nds_price is the VAT share of total_price (what is
 * actually paid, delivery included), so it can never exceed the total.
 */
export const VAT_PERCENT = 12;

export interface PriceLine {
  readonly price: Som;
  /** Used when above 0 and below `price` ("0.00" on the wire means no sale). */
  readonly salePrice?: Som | null;
  /** So'm off each unit, for lines that carry a discount instead of a sale price. */
  readonly discount?: Som | null;
  readonly quantity: number;
}

export interface PricingInput {
  readonly lines: readonly PriceLine[];
  readonly promo?: Promo | null;
  /**
   * So'm of cashback the shopper wants to spend; the contract's `use_cashback: true` means the whole balance.
   */
  readonly cashbackRequested?: Som;
  readonly cashbackBalance?: Som;
  readonly deliveryPrice?: Som;
  readonly vatPercent?: number;
}

export interface PriceBreakdown {
  /** total_real_order_price: goods at full prices. */
  readonly subtotal: Som;
  /** total_order_discount_price: taken off by sale prices and product discounts. */
  readonly productDiscount: Som;
  /** promo_discount. */
  readonly promoDiscount: Som;
  /** Why a promo given did not apply, or null. */
  readonly promoError: DomainError | null;
  /** cashback_price. */
  readonly cashbackUsed: Som;
  /** delivery_price. */
  readonly delivery: Som;
  /** nds: the VAT rate in percent. */
  readonly vatPercent: number;
  /** nds_price: the VAT included in the total. */
  readonly vat: Som;
  /** total_price: what the shopper pays. */
  readonly total: Som;
}

/** Inputs are sanitised rather than rejected so that no input can make any output negative or fractional. */
function whole(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function unitPrice(line: PriceLine): Som {
  const price = whole(line.price);
  const sale = whole(line.salePrice);
  if (sale > 0 && sale < price) return sale;
  return price - Math.min(whole(line.discount), price);
}

/**
 * VAT contained in a VAT-inclusive amount: amount × p / (100 + p), rounded to the nearest so'm, halves up.
 * Integer arithmetic throughout, so 112 so'm at 12% is exactly 12.
 */
export function includedVat(amount: Som, percent: number = VAT_PERCENT): Som {
  const base = BigInt(whole(amount));
  const p = BigInt(whole(percent));
  const divisor = 100n + p;
  return Number((2n * base * p + divisor) / (2n * divisor));
}

export function calculatePrice(input: PricingInput): PriceBreakdown {
  let subtotal = 0;
  let goods = 0;
  for (const line of input.lines) {
    const quantity = whole(line.quantity);
    subtotal += whole(line.price) * quantity;
    goods += unitPrice(line) * quantity;
  }

  let promoDiscount = 0;
  let promoError: DomainError | null = null;
  if (input.promo) {
    const checked = checkPromo(input.promo, goods);
    if (checked.ok)
      promoDiscount = checked.value.discount ? promoDiscountAmount(checked.value.discount, goods) : 0;
    else promoError = checked.error;
  }
  const afterPromo = goods - promoDiscount;

  const cashbackUsed = Math.min(whole(input.cashbackRequested), whole(input.cashbackBalance), afterPromo);
  const delivery = whole(input.deliveryPrice);
  const total = afterPromo - cashbackUsed + delivery;
  const vatPercent = input.vatPercent === undefined ? VAT_PERCENT : whole(input.vatPercent);

  return {
    subtotal,
    productDiscount: subtotal - goods,
    promoDiscount,
    promoError,
    cashbackUsed,
    delivery,
    vatPercent,
    vat: includedVat(total, vatPercent),
    total,
  };
}

/**
 * The breakdown under the contract's field names, still as so'm numbers (the wire layer writes the strings).
 */
export function toOrderPriceFields(b: PriceBreakdown) {
  return {
    total_price: b.total,
    total_real_order_price: b.subtotal,
    total_order_discount_price: b.productDiscount,
    promo_discount: b.promoDiscount,
    nds: b.vatPercent,
    nds_price: b.vat,
    delivery_price: b.delivery,
    cashback_price: b.cashbackUsed,
  } as const;
}

/** Whole percent off shown beside a price, from the two prices (integer arithmetic, rounded half up). */
export function discountPercentOf(value: Som, oldValue: Som): number {
  if (!(oldValue > value) || oldValue <= 0) return 0;
  return Math.floor(((oldValue - value) * 100 * 2 + oldValue) / (2 * oldValue));
}
