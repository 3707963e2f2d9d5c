import type { Database } from "../../db/database.port.ts";

/** Bug reports and instruction votes: what shoppers send the shop besides the feedback form. */
export class SupportRepository {
  constructor(private readonly db: Database) {}

  async addTypoReport(r: {
    content: string;
    photos: readonly string[];
    owner: string | null;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      "INSERT INTO typo_reports (content, photos, owner) VALUES ($1, $2::text[], $3) RETURNING id",
      [r.content, r.photos, r.owner],
    );
    return row!.id;
  }

  async instructionExists(id: number): Promise<boolean> {
    const rows = await this.db.query("SELECT 1 FROM content WHERE id = $1 AND kind = 'instruction'", [id]);
    return rows.length > 0;
  }

  /** One vote per owner and instruction: a second one replaces the first. */
  async vote(instructionId: number, owner: string, useful: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO instruction_votes (instruction_id, owner, useful) VALUES ($1, $2, $3)
       ON CONFLICT (instruction_id, owner) DO UPDATE SET useful = EXCLUDED.useful, updated_at = now()`,
      [instructionId, owner, useful],
    );
  }

  async hasVoted(instructionId: number, owner: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM instruction_votes WHERE instruction_id = $1 AND owner = $2",
      [instructionId, owner],
    );
    return rows.length > 0;
  }
}
