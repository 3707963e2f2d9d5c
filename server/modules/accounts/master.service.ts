import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import { discountCardNumber, MASTER_STARTING_POINTS } from "../../../domain/master.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import type { OtpService } from "./otp.service.ts";

/** Where a new master's starting points are written, with their ledger row (the loyalty module). */
export interface MasterPoints {
  grantPoints(tx: Tx, userId: number, points: number): Promise<void>;
}

/**
 * A tradesperson confirms the account's own phone by code and becomes a master: a discount card and the
 * starting discount points, given once.
 */
export class MasterService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly otp: OtpService,
    private readonly transactor: Transactor,
    private readonly points: MasterPoints,
  ) {}

  private binding = (userId: number) => `master:${userId}`;

  async request(
    userId: number,
    accountPhone: string,
    phone: string,
    caller: { address: string; lang: Language },
  ): Promise<Result<{ is_master: boolean }>> {
    if (await this.repository.isMaster(userId)) return ok({ is_master: true });
    if (phone !== accountPhone) return fail("FIELD.INVALID", { field: "phone" });
    const sent = await this.otp.issue({ purpose: "master", phone, binding: this.binding(userId), ...caller });
    return sent.ok ? ok({ is_master: false }) : sent;
  }

  async verify(userId: number, phone: string, code: string): Promise<Result<null>> {
    const checked = await this.otp.verify({ purpose: "master", phone, binding: this.binding(userId), code });
    if (!checked.ok) return checked;
    await this.transactor.run(async (tx) => {
      if (await this.repository.makeMaster(tx, userId, discountCardNumber(userId)))
        await this.points.grantPoints(tx, userId, MASTER_STARTING_POINTS);
    });
    return ok(null);
  }
}
