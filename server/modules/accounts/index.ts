import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { AccountsRepository } from "./accounts.repository.ts";
import { accountsRoutes } from "./accounts.routes.ts";
import { Accounts } from "./accounts.service.ts";
import { TokenIssuer } from "./tokens.ts";

export { hashPassword, verifyPassword } from "./passwords.ts";
export { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS, TokenIssuer } from "./tokens.ts";
export type { Accounts } from "./accounts.service.ts";

/** Shoppers' accounts: sign-in, tokens, the profile, saved cards. */
export function createAccountsModule(deps: {
  db: Database;
  transactor: Transactor;
  tokenSecret: string;
  media: MediaUrls;
}) {
  const accounts = new Accounts(
    new AccountsRepository(deps.db),
    new TokenIssuer(deps.tokenSecret),
    deps.media,
    deps.transactor,
  );
  return {
    service: accounts,
    /** The user id of a valid access token, or null: what http/auth.ts checks bearer tokens with. */
    verifyAccessToken: (token: string): Promise<number | null> => accounts.tokens.verify(token, "access"),
    routes: accountsRoutes(accounts),
  };
}
