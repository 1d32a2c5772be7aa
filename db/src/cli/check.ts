import { sql } from "drizzle-orm";
import { createDb } from "../client.ts";
import { checkLedgerInvariant } from "../invariant.ts";
import { cliDatabase } from "./database-url.ts";

const db = await createDb(cliDatabase());
const violations = await checkLedgerInvariant(db);
const row = await db.orm.get<{ users: number; entries: number } | undefined>(
  sql`select (select count(*) from users) as users, (select count(*) from ledger_entries) as entries`,
);
db.close();
const users = row?.users ?? 0;
const entries = row?.entries ?? 0;
if (violations.length > 0) {
  console.error(`ledger invariant FAILED: ${violations.length} violation(s)`);
  for (const v of violations.slice(0, 50)) console.error(`  user ${v.userId} ${v.currency}: ${v.problem}`);
  process.exit(1);
}
console.log(`ledger invariant holds: ${users} users, ${entries} ledger entries`);
