import { inject, injectable } from "inversify";
import type { LoginInput } from "../../domain/auth-forms";
import type { AccountGateway } from "../../application/account/account.port";
import {
  AccountError,
  type Account,
  type SavedCard,
  type Tokens,
} from "../../application/account/account.types";
import { ApiClient, ApiError } from "./api-client";
import { imageUrl } from "./catalogue.mapper";

/** ApiError keeps transport details; the application sees the status, the code and the server's own words. */
async function refusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError)
      throw new AccountError(error.status, error.serverWords, error.code, error.params);
    throw error;
  }
}

@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  login(input: LoginInput): Promise<Tokens> {
    return refusal(this.api.call("login", { body: { phone: input.phone, password: input.password } }));
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    const answer = await refusal(this.api.call("tokenRefresh", { body: { refresh: refreshToken } }));
    return { access: answer.access, refresh: answer.refresh ?? refreshToken };
  }

  async me(): Promise<Account> {
    const w = await refusal(this.api.call("account"));
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
    };
  }

  async cards(): Promise<SavedCard[]> {
    const w = await refusal(this.api.call("cardsList"));
    return w.results.map((c) => ({
      id: c.id,
      number: c.number,
      system: c.processing ?? c.vendor,
      expiry: c.expiry_date,
    }));
  }
}
