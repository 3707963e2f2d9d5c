import type { Database } from "../../db/database.port.ts";
import type { AttemptLimiter } from "../../platform/attempt-limiter.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { Sealer } from "../../platform/sealed.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { AccountsRepository } from "./accounts.repository.ts";
import { accountsRoutes } from "./accounts.routes.ts";
import { Accounts } from "./accounts.service.ts";
import { credentialsRoutes } from "./credentials.routes.ts";
import { CredentialsService } from "./credentials.service.ts";
import { masterRoutes } from "./master.routes.ts";
import { MasterService, type MasterPoints } from "./master.service.ts";
import { OtpRepository } from "./otp.repository.ts";
import { OtpService } from "./otp.service.ts";
import { profileEditRoutes } from "./profile-edit.routes.ts";
import { ProfileEditService } from "./profile-edit.service.ts";
import { signUpRoutes } from "./registration.routes.ts";
import { SignUpService } from "./registration.service.ts";
import { VerifiedTokens } from "./verified-tokens.ts";
import { StepTickets } from "./signed-steps.ts";
import { TokenIssuer } from "./tokens.ts";

export { hashPassword, verifyPassword } from "./passwords.ts";
export { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS, TokenIssuer } from "./tokens.ts";
export type { Accounts } from "./accounts.service.ts";
export type { MasterPoints } from "./master.service.ts";

/** Shoppers' accounts: sign-in, tokens, the profile, saved cards. */
export function createAccountsModule(deps: {
  db: Database;
  transactor: Transactor;
  tokenSecret: string;
  media: MediaUrls;
  outbox: Outbox;
  /** Seals the codes on their way to the SMS sender; the notifications handler opens them. */
  codeSealer: Sealer;
  limiter: AttemptLimiter;
  /** Where avatars are kept. */
  pictures: PictureStore;
  /** A new master's starting points, with their ledger row (the loyalty module). */
  masterPoints: MasterPoints;
  clock?: () => number;
}) {
  const repository = new AccountsRepository(deps.db);
  const accounts = new Accounts(
    repository,
    new TokenIssuer(deps.tokenSecret),
    deps.media,
    deps.transactor,
    deps.limiter,
  );
  const now = deps.clock ?? Date.now;
  const otp = new OtpService({
    repository: new OtpRepository(deps.db),
    transactor: deps.transactor,
    outbox: deps.outbox,
    secret: `${deps.tokenSecret}|one-time-codes`,
    sealer: deps.codeSealer,
    clock: now,
  });
  const tickets = new StepTickets(new Sealer(deps.tokenSecret, "sign-up-steps"), now);
  const signUp = new SignUpService(otp, tickets, accounts.forSignUp(), now);
  const credentials = new CredentialsService(repository, accounts, otp, tickets);
  const verified = new VerifiedTokens(accounts.tokens);
  const phoneOf = async (userId: number) => (await accounts.profile(userId))?.phone ?? null;
  return {
    service: accounts,
    /** Checkout's second receiver phone: confirmed by its own SMS code (SendCodeSMS, CheckCodeSMS). */
    receiverPhoneConfirmed: (userId: number, uuid: string, phone: string) =>
      credentials.receiverPhoneConfirmed(userId, uuid, phone),
    /** The user and session of a valid access token, or null: what http/auth.ts checks bearer tokens with. */
    verifyAccessToken: async (token: string) => {
      const claims = await verified.verify(token);
      return (
        claims && { userId: claims.userId, sessionId: claims.sid ?? null, guestBinding: claims.gst ?? null }
      );
    },
    routes: [
      ...accountsRoutes(accounts),
      ...profileEditRoutes(new ProfileEditService(repository, accounts, deps.pictures, deps.transactor)),
      ...signUpRoutes(signUp, phoneOf),
      ...credentialsRoutes(credentials),
      ...masterRoutes(new MasterService(repository, otp, deps.transactor, deps.masterPoints), phoneOf),
    ],
  };
}
