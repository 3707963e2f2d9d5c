import { parseArgs } from "node:util";
import { isValidUzPhone, stripPhone } from "../../domain/phone.ts";
import { isUserRole, type UserRole } from "../../domain/staff.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { StaffRepository } from "../modules/admin/index.ts";

const USAGE = "npm run admin:create -- --phone 901234567 [--role admin|operator]";

/**
 * Makes a registered user the shop's admin (or an operator): the only way the first admin comes to be
 * (docs/decisions/0013-back-office.md). It never invents a password: the person registers in the shop first,
 * with their own password confirmed by SMS. With the embedded database, run it while the server is stopped.
 */
export async function adminCreate(argv: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const { values } = parseArgs({
    args: [...argv],
    options: { phone: { type: "string" }, role: { type: "string", default: "admin" } },
    strict: true,
  });
  const role = values.role;
  if (!values.phone || !isValidUzPhone(values.phone))
    throw new UsageError(`a Uzbek phone is required: ${USAGE}`);
  if (!isUserRole(role) || role === "shopper") throw new UsageError(`--role is admin or operator: ${USAGE}`);
  const db = await openDatabase(loadConfig(env));
  try {
    await migrate(db);
    const phone = stripPhone(values.phone);
    const user = await new StaffRepository(db).grant(phone, role as UserRole);
    if (!user)
      throw new UsageError(
        `no registered account has the phone +998${phone}: register in the shop first, then run this again`,
      );
    return `${user.fullName} (+998${phone}, user ${user.id}) is now ${role}`;
  } finally {
    await db.close();
  }
}

export class UsageError extends Error {}

if (import.meta.url === `file://${process.argv[1]}`) {
  adminCreate(process.argv.slice(2)).then(
    (done) => console.info(done),
    (error: unknown) => {
      const known = error instanceof UsageError || error instanceof ConfigError;
      console.error(known ? error.message : error);
      process.exitCode = 1;
    },
  );
}
