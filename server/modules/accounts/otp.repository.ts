import type { CodePurpose, IssueHistory } from "../../../domain/one-time-code.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

export interface StoredCode {
  id: number;
  codeHash: string;
  expiresAtMs: number;
  wrongTries: number;
  used: boolean;
}

/** One-time codes, as keyed hashes; times come from the service's clock so tests can move it. */
export class OtpRepository {
  constructor(private readonly db: Pick<Database, "query">) {}

  /**
   * Serialises issuing for one phone until the transaction ends, so two requests at once cannot both pass the
   * resend and hourly checks.
   */
  async lockPhone(tx: Tx, phone: string): Promise<void> {
    await queryableOf(tx).query("SELECT pg_advisory_xact_lock(hashtext('otp:' || $1))", [phone]);
  }

  async history(tx: Tx, phone: string, address: string, nowMs: number): Promise<IssueHistory> {
    const hourAgo = new Date(nowMs - 3600_000);
    const [row] = await queryableOf(tx).query<{ last: Date | null; phone_n: number; address_n: number }>(
      `SELECT
         (SELECT max(created_at) FROM one_time_codes WHERE phone = $1) AS last,
         (SELECT count(*)::int FROM one_time_codes WHERE phone = $1 AND created_at > $3) AS phone_n,
         (SELECT count(*)::int FROM one_time_codes WHERE address = $2 AND created_at > $3) AS address_n`,
      [phone, address, hourAgo],
    );
    return {
      lastForPhoneAtMs: row?.last ? new Date(row.last).getTime() : null,
      forPhoneLastHour: row?.phone_n ?? 0,
      forAddressLastHour: row?.address_n ?? 0,
    };
  }

  async insert(
    tx: Tx,
    code: {
      purpose: CodePurpose;
      phone: string;
      binding: string;
      codeHash: string;
      address: string;
      district?: number;
    },
    nowMs: number,
    expiresAtMs: number,
  ): Promise<void> {
    await queryableOf(tx).query(
      `INSERT INTO one_time_codes
         (purpose, phone, binding, code_hash, address, created_at, expires_at, district)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        code.purpose,
        code.phone,
        code.binding,
        code.codeHash,
        code.address,
        new Date(nowMs),
        new Date(expiresAtMs),
        code.district ?? null,
      ],
    );
  }

  /**
   * The step the phone's newest code of this purpose was issued for, when that code was issued after
   * `sinceMs` and not yet accepted: a flow still waiting for its code.
   */
  async openStep(
    purpose: CodePurpose,
    phone: string,
    sinceMs: number,
  ): Promise<{ binding: string; district: number | null } | null> {
    const [row] = await this.db.query<{ binding: string; district: number | null; open: boolean }>(
      `SELECT binding, district, used_at IS NULL AND created_at > $3 AS open FROM one_time_codes
       WHERE purpose = $1 AND phone = $2 ORDER BY id DESC LIMIT 1`,
      [purpose, phone, new Date(sinceMs)],
    );
    return row?.open ? { binding: row.binding, district: row.district } : null;
  }

  /** The newest code for this purpose, phone and binding, locked until the transaction ends. */
  async newest(tx: Tx, purpose: CodePurpose, phone: string, binding: string): Promise<StoredCode | null> {
    const [row] = await queryableOf(tx).query<{
      id: string | number;
      code_hash: string;
      expires_at: Date;
      wrong_tries: number;
      used: boolean;
    }>(
      `SELECT id, code_hash, expires_at, wrong_tries, used_at IS NOT NULL AS used FROM one_time_codes
       WHERE purpose = $1 AND phone = $2 AND binding = $3 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [purpose, phone, binding],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      codeHash: row.code_hash,
      expiresAtMs: new Date(row.expires_at).getTime(),
      wrongTries: row.wrong_tries,
      used: row.used,
    };
  }

  async countWrongTry(tx: Tx, id: number): Promise<void> {
    await queryableOf(tx).query("UPDATE one_time_codes SET wrong_tries = wrong_tries + 1 WHERE id = $1", [
      id,
    ]);
  }

  async markUsed(tx: Tx, id: number, nowMs: number): Promise<void> {
    await queryableOf(tx).query("UPDATE one_time_codes SET used_at = $2 WHERE id = $1", [
      id,
      new Date(nowMs),
    ]);
  }

  /**
   * Spends what the newest accepted code of this purpose and phone allows, if it was accepted at or after
   * `since` and is not spent yet; one conditional UPDATE, so of two concurrent spends exactly one succeeds.
   */
  async spendGrant(purpose: CodePurpose, phone: string, since: number, now: number): Promise<boolean> {
    const spent = await this.db.query(
      `UPDATE one_time_codes SET grant_spent_at = $4::timestamptz
       WHERE id = (
         SELECT id FROM one_time_codes WHERE purpose = $1 AND phone = $2 AND used_at IS NOT NULL
         ORDER BY used_at DESC, id DESC LIMIT 1
       ) AND grant_spent_at IS NULL AND used_at >= $3::timestamptz
       RETURNING id`,
      [purpose, phone, new Date(since).toISOString(), new Date(now).toISOString()],
    );
    return spent.length > 0;
  }

  /** Whether a code of this purpose, phone and binding was accepted (used up by a right try). */
  async wasAccepted(purpose: CodePurpose, phone: string, binding: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM one_time_codes
       WHERE purpose = $1 AND phone = $2 AND binding = $3 AND used_at IS NOT NULL LIMIT 1`,
      [purpose, phone, binding],
    );
    return rows.length > 0;
  }
}
