import type { LoginInput } from "../../domain/auth-forms";
import type { AccountGateway } from "../../application/account/account.port";
import { AccountError, type Account, type Tokens } from "../../application/account/account.types";

export const DEMO_ACCOUNT: Account = {
  id: 1,
  phone: "901234567",
  fullName: "Demo Xaridor",
  address: "Toshkent, Chilonzor 9",
  avatar: null,
  cashbackBalance: 15000,
  points: 120,
  isMaster: false,
  discountCard: null,
};
export const DEMO_PASSWORD = "demo12345";

export interface FakeAccountOptions {
  account?: Account;
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
}

/** One shopper in memory: the demo phone and password sign in; tokens name a counter so rotation shows. */
export class FakeAccountGateway implements AccountGateway {
  private issued = 0;
  private live = new Set<string>();
  private changed: Account | undefined;
  calls: string[] = [];
  /** The profile fake changes it, so a changed password is the one that signs in. */
  password = DEMO_PASSWORD;

  constructor(private readonly options: FakeAccountOptions = {}) {}

  get account(): Account {
    return this.changed ?? this.options.account ?? DEMO_ACCOUNT;
  }

  /** What the profile fake changed (name, phone, master status), as the server's record would change. */
  update(changes: Partial<Account>): Account {
    this.changed = { ...this.account, ...changes };
    return this.changed;
  }

  private down = false;

  /** Every call rejects: a server that is down. */
  get failing(): boolean {
    return this.down || (this.options.failing ?? false);
  }

  /** From now on every call rejects, as when the server goes away mid-session. */
  goDown(): void {
    this.down = true;
  }

  private issue(): Tokens {
    this.issued += 1;
    const tokens = { access: `access-${this.issued}`, refresh: `refresh-${this.issued}` };
    this.live = new Set([tokens.access, tokens.refresh]);
    return tokens;
  }

  private guard(call: string): void {
    this.calls.push(call);
    if (this.failing) throw new AccountError(500, "");
  }

  async login(input: LoginInput): Promise<Tokens> {
    this.guard("login");
    if (input.phone !== this.account.phone || input.password !== this.password) {
      throw new AccountError(401, "No active account found with the given credentials");
    }
    return this.issue();
  }

  async refresh(refreshToken: string): Promise<Tokens> {
    this.guard("refresh");
    if (!this.live.has(refreshToken) || !refreshToken.startsWith("refresh-"))
      throw new AccountError(401, "Token is invalid or expired");
    return this.issue();
  }

  async logout(refreshToken: string): Promise<void> {
    this.guard("logout");
    if (this.live.has(refreshToken)) this.live.clear();
  }

  /** Lets a test or story start with a stored session, as a returning shopper's cookies would. */
  signedIn(): Tokens {
    return this.issue();
  }

  async me(): Promise<Account> {
    this.guard("me");
    if (this.live.size === 0) throw new AccountError(401, "Authentication credentials were not provided.");
    return this.account;
  }
}
