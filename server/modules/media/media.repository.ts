import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.port.ts";
import { manufacturers } from "../../db/schema/index.ts";

export class MediaRepository {
  constructor(private readonly db: Database) {}

  /** The brand whose logo file this is, for drawing the logo. */
  async brandTitleOfIcon(icon: string): Promise<string | null> {
    const [brand] = await this.db.orm
      .select({ title: manufacturers.title })
      .from(manufacturers)
      .where(eq(manufacturers.icon, icon))
      .limit(1);
    return brand?.title ?? null;
  }
}
