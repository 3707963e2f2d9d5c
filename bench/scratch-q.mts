import { openPglite } from "/work/main/server/db/pglite.adapter.ts";
import { migrate } from "/work/main/server/db/migrate.ts";
import { seedIfEmpty } from "/work/main/server/db/seed/seed.ts";
const db = await openPglite(undefined);
await migrate(db);
await seedIfEmpty(db, 4000);
for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(await db.query(q)).slice(0, 1500));
await db.close();
