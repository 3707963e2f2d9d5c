import type { LoginInput } from "../../domain/auth-forms";
import type { Account, Tokens } from "./account.types";

/**
 * Sign-in and the profile over /api/v1. Calls that need the user read the access token from the request
 * context.
 */
export const AccountGateway = Symbol("AccountGateway");
export interface AccountGateway {
  /** Rejects with AccountError (status 401 and the server's detail) on wrong credentials. */
  login(input: LoginInput): Promise<Tokens>;
  /** The refresh token is rotated only sometimes; the old one is kept when the answer has none. */
  refresh(refreshToken: string): Promise<Tokens>;
  /** Ends the session on the server too, so a copy of its refresh token dies with it. */
  logout(refreshToken: string): Promise<void>;
  me(): Promise<Account>;
}
