import type { User } from "../../contract/accounts";
import { AccountError, type Account } from "../../application/account/account.types";
import { ApiError } from "./api-client";
import { imageUrl } from "./catalogue.mapper";

/** The wire's user as the storefront shows it; the small picture when the server made one. */
export function accountFromWire(w: User): Account {
  const avatar = w.avatar_src?.small ?? w.avatar_src?.default ?? null;
  return {
    id: w.id,
    phone: w.phone,
    fullName: w.full_name ?? "",
    address: w.address ?? "",
    avatar: avatar ? imageUrl(avatar) : null,
    cashbackBalance: Number(w.cashback_balance),
    points: Number(w.coupon_balance),
    isMaster: w.is_master,
    discountCard: w.discount_card ?? null,
  };
}

/** ApiError keeps transport details; the application sees the status, the code and the server's own words. */
export async function asAccountError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError)
      throw new AccountError(error.status, error.serverWords, error.code, error.params);
    throw error;
  }
}
