import { randomBytes } from "node:crypto";
import type { Result } from "../../../domain/errors.ts";
import { stripPhone } from "../../../domain/phone.ts";
import { may } from "../../../domain/staff.ts";
import { failureAnswer, successAnswer, type ExchangeAnswer } from "./exchange-answer.ts";
import type { ExchangeFiles } from "./exchange-files.ts";
import type { ExchangeSessionsRepository } from "./exchange-sessions.repository.ts";

/** The cookie 1C is told to send back (checkauth's second line). */
export const SESSION_COOKIE = "qb1c";
/** A session unused this long is over: 1C starts every exchange with checkauth anyway. */
const IDLE_HOURS = 12;
/** Sessions (and their files) unused this long are removed at the next checkauth. */
const SWEEP_HOURS = 24;

/** The accounts and staff modules' part in signing 1C in. */
export interface StaffSignIn {
  signIn(phone: string, password: string): Promise<Result<{ access: string; refresh: string }>>;
  verifyAccessToken(token: string): Promise<{ userId: number } | null>;
  logOut(refresh: string): Promise<boolean>;
  roleOf(userId: number): Promise<string | null>;
}

/**
 * 1C signs in with HTTP Basic as a member of staff allowed to edit the catalogue (their phone and password,
 * under the sign-in limit of the storefront's own sign-in), and gets a session of its own: a random id in a
 * cookie, its files in a folder of their own. The staff member's role is read again on every call.
 */
export class ExchangeSessions {
  constructor(
    private readonly deps: {
      repository: ExchangeSessionsRepository;
      files: ExchangeFiles;
      staff: StaffSignIn;
      clock: () => number;
    },
  ) {}

  async checkauth(authorization: string | undefined): Promise<ExchangeAnswer> {
    const credentials = basicCredentials(authorization);
    if (!credentials)
      return failureAnswer("нет логина и пароля: укажите в настройках обмена телефон и пароль сотрудника");
    const { staff, repository } = this.deps;
    const signed = await staff.signIn(stripPhone(credentials.login), credentials.password);
    if (!signed.ok) {
      if (signed.error.code === "REQUEST.TOO_MANY")
        return failureAnswer(
          `слишком много неудачных попыток входа; повторите через ${String(signed.error.params?.seconds ?? 60)} с`,
        );
      return failureAnswer("неверный телефон или пароль");
    }
    const claims = await staff.verifyAccessToken(signed.value.access);
    // The exchange keeps no storefront session: only its own.
    await staff.logOut(signed.value.refresh);
    if (!claims || !may(await staff.roleOf(claims.userId), "catalogue.edit"))
      return failureAnswer("у этого сотрудника нет права менять каталог (нужна роль администратора)");
    for (const old of await repository.sweep(SWEEP_HOURS)) await this.deps.files.remove(old);
    const id = randomBytes(16).toString("hex");
    await repository.open(id, claims.userId);
    const now = Math.floor(this.deps.clock() / 1000);
    // Newer 1C versions also read a sessid and the site's time after the cookie.
    return successAnswer([SESSION_COOKIE, id, `sessid=${id}`, `timestamp=${now}`]);
  }

  /** The session's staff member, while the session lives and they may still edit the catalogue. */
  async userOf(sessionId: string | undefined): Promise<number | null> {
    if (!sessionId || !/^[0-9a-f]{32}$/.test(sessionId)) return null;
    const userId = await this.deps.repository.touch(sessionId, IDLE_HOURS);
    if (userId === null) return null;
    return may(await this.deps.staff.roleOf(userId), "catalogue.edit") ? userId : null;
  }
}

function basicCredentials(header: string | undefined): { login: string; password: string } | null {
  if (!header || !/^Basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
