import type { LoyaltyGateway } from "../../application/loyalty/loyalty.port";
import type { BalancePage } from "../../application/loyalty/loyalty.types";
import { type ApiClient } from "./api-client";
import { asLoyaltyError, balancePageFromWire } from "./loyalty.mapper";

/** account/balance/: ours, next to the contract's account/ (contract/loyalty.endpoints.ts). */
export class HttpLoyaltyGateway implements LoyaltyGateway {
  constructor(private readonly api: ApiClient) {}

  async balance(page: number, size: number): Promise<BalancePage> {
    const answer = await asLoyaltyError(this.api.call("accountBalance", { query: { page, size } }));
    return balancePageFromWire(answer);
  }
}
