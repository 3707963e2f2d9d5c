import type { LoginInput } from "../../domain/auth-forms";
import type { AccountGateway } from "../../application/account/account.port";
import type { Account, Tokens } from "../../application/account/account.types";
import { type ApiClient } from "./api-client";
import { accountFromWire, asAccountError as refusal } from "./account.mapper";

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly api: ApiClient) {}

  login(input: LoginInput): Promise<Tokens> {
    return refusal(this.api.call("login", { body: { phone: input.phone, password: input.password } }));
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    const answer = await refusal(this.api.call("tokenRefresh", { body: { refresh: refreshToken } }));
    return { access: answer.access, refresh: answer.refresh ?? refreshToken };
  }

  async logout(refreshToken: string): Promise<void> {
    await refusal(this.api.call("logout", { body: { refresh: refreshToken } }));
  }

  async me(): Promise<Account> {
    return accountFromWire(await refusal(this.api.call("account")));
  }
}
