import { AccountError, type Tokens } from "../../application/account/account.types";
import type {
  AuthFlowsGateway,
  PlacePage,
  RegistrationCode,
  RegistrationPassword,
  RegistrationStart,
  ResetPassword,
} from "../../application/account/auth-flows.port";
import { CODE_MAX_WRONG_TRIES, CODE_RESEND_SECONDS } from "../../domain/one-time-code";
import { PAGE_SIZE } from "../../domain/shop-constants";
import { PASSWORD_MIN_LENGTH } from "../../domain/validation";
import { DEMO_REGIONS, type DemoPlace, type DemoRegion, type DemoTitle } from "./demo-places";

/** The one code the fake accepts. */
export const DEMO_CODE = "123456";
/** The demo account's phone (fake-account.gateway.ts): registering it is refused as taken. */
export const TAKEN_PHONE = "901234567";

export interface FakeAuthFlowsOptions {
  language?: () => string;
  regions?: readonly DemoRegion[];
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Milliseconds every call waits before it answers. */
  latency?: number;
  now?: () => number;
  /** Hands out a finished registration's tokens, so the account fake accepts them. */
  sessions?: { signedIn(): Tokens };
}

interface Ticket {
  readonly phone: string;
  wrong: number;
}

const CHANGED: DemoTitle = { ru: "Пароль изменён", uz: "Парол ўзгартирилди", sr: "Parol oʻzgartirildi" };

/**
 * Registration and reset in memory, with the server's refusals: a wrong code counts down its 5 tries, a
 * second code within 60 s is too soon, the demo account's phone is taken, an unknown ticket has expired.
 */
export class FakeAuthFlowsGateway implements AuthFlowsGateway {
  calls: string[] = [];
  private issued = 0;
  private readonly sentAt = new Map<string, number>();
  private readonly tickets = new Map<string, Ticket>();
  private readonly signatures = new Map<string, string>();
  private readonly resetAccess = new Set<string>();

  constructor(private readonly options: FakeAuthFlowsOptions = {}) {}

  private get regionList(): readonly DemoRegion[] {
    return this.options.regions ?? DEMO_REGIONS;
  }

  private title(place: DemoPlace): string {
    const language = this.options.language?.() ?? "ru";
    return place.title[language as keyof DemoTitle] ?? place.title.ru;
  }

  private async guard(call: string): Promise<void> {
    this.calls.push(call);
    if (this.options.latency) await new Promise((resolve) => setTimeout(resolve, this.options.latency));
    if (this.options.failing) throw new AccountError(500, "");
  }

  private send(phone: string, kind: string): string {
    const now = (this.options.now ?? Date.now)();
    const last = this.sentAt.get(phone);
    const wait = last === undefined ? 0 : Math.ceil((last + CODE_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0) throw new AccountError(429, "", "CODE.TOO_SOON", { seconds: wait });
    this.sentAt.set(phone, now);
    this.issued += 1;
    const ticket = `${kind}-${this.issued}`;
    this.tickets.set(ticket, { phone, wrong: 0 });
    return ticket;
  }

  private check(ticket: string, code: string): string {
    const held = this.tickets.get(ticket);
    if (!held) throw new AccountError(400, "", "STEP.EXPIRED");
    if (held.wrong >= CODE_MAX_WRONG_TRIES) throw new AccountError(400, "", "CODE.DEAD");
    if (code !== DEMO_CODE) {
      held.wrong += 1;
      if (held.wrong >= CODE_MAX_WRONG_TRIES) throw new AccountError(400, "", "CODE.DEAD");
      throw new AccountError(400, "", "CODE.WRONG", { left: CODE_MAX_WRONG_TRIES - held.wrong });
    }
    this.tickets.delete(ticket);
    return held.phone;
  }

  private tokens(kind: string): Tokens {
    this.issued += 1;
    return { access: `${kind}-access-${this.issued}`, refresh: `${kind}-refresh-${this.issued}` };
  }

  async startRegistration({ phone, district }: RegistrationStart): Promise<string> {
    await this.guard("startRegistration");
    if (!this.regionList.some((r) => r.districts.some((d) => d.id === district)))
      throw new AccountError(400, "", "FIELD.INVALID", { field: "district" });
    return this.send(phone, "session");
  }

  async verifyRegistration({ phone, session, code }: RegistrationCode): Promise<string> {
    await this.guard("verifyRegistration");
    if (this.tickets.get(session)?.phone !== phone) throw new AccountError(400, "", "STEP.EXPIRED");
    this.check(session, code);
    const signature = `signature-${session}`;
    this.signatures.set(signature, phone);
    return signature;
  }

  async register({ password, signature }: RegistrationPassword): Promise<Tokens> {
    await this.guard("register");
    const phone = this.signatures.get(signature);
    if (phone === undefined) throw new AccountError(400, "", "STEP.EXPIRED");
    if (password.length < PASSWORD_MIN_LENGTH.registration)
      throw new AccountError(400, "", "PASSWORD.TOO_SHORT", { min: PASSWORD_MIN_LENGTH.registration });
    if (phone === TAKEN_PHONE) throw new AccountError(409, "", "ACCOUNT.PHONE_TAKEN");
    this.signatures.delete(signature);
    return this.options.sessions?.signedIn() ?? this.tokens("registered");
  }

  async requestReset(phone: string): Promise<string> {
    await this.guard("requestReset");
    return this.send(phone, "reset");
  }

  async verifyReset({ code, signature }: { code: string; signature: string }): Promise<Tokens> {
    await this.guard("verifyReset");
    this.check(signature, code);
    const tokens = this.tokens("reset");
    this.resetAccess.add(tokens.access);
    return tokens;
  }

  async changePasswordAfterReset({ access, password, confirmation }: ResetPassword): Promise<string> {
    await this.guard("changePasswordAfterReset");
    if (!this.resetAccess.has(access)) throw new AccountError(400, "", "STEP.EXPIRED");
    if (password.length < PASSWORD_MIN_LENGTH.reset)
      throw new AccountError(400, "", "PASSWORD.TOO_SHORT", { min: PASSWORD_MIN_LENGTH.reset });
    if (password !== confirmation) throw new AccountError(400, "", "PASSWORD.MISMATCH");
    this.resetAccess.delete(access);
    return this.title({ id: 0, title: CHANGED });
  }

  async regions(page: number): Promise<PlacePage> {
    await this.guard(`regions:${page}`);
    return this.page(this.regionList, page, PAGE_SIZE.regions);
  }

  async districts(regionId: number, page: number): Promise<PlacePage> {
    await this.guard(`districts:${regionId}:${page}`);
    const region = this.regionList.find((r) => r.id === regionId);
    return this.page(region?.districts ?? [], page, PAGE_SIZE.districts);
  }

  private page(all: readonly DemoPlace[], page: number, size: number): PlacePage {
    const items = all.slice((page - 1) * size, page * size).map((p) => ({ id: p.id, title: this.title(p) }));
    return { items, hasNext: page * size < all.length };
  }
}
