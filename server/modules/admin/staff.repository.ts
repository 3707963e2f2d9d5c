import type { UserRole } from "../../../domain/staff.ts";
import type { Database } from "../../db/database.port.ts";

/** The role of each user (migration 0021): read on every back-office call, granted by the admin command. */
export class StaffRepository {
  constructor(private readonly db: Database) {}

  async roleOf(userId: number): Promise<string | null> {
    const [row] = await this.db.query<{ role: string }>("SELECT role FROM users WHERE id = $1", [userId]);
    return row?.role ?? null;
  }

  /** Gives the user of `phone` a role; null when no registered user (one with a password) has that phone. */
  async grant(phone: string, role: UserRole): Promise<{ id: number; fullName: string } | null> {
    const [row] = await this.db.query<{ id: number; fullName: string }>(
      `UPDATE users SET role = $2 WHERE phone = $1 AND password_hash IS NOT NULL
       RETURNING id, full_name AS "fullName"`,
      [phone, role],
    );
    return row ?? null;
  }
}
