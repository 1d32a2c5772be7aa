import { sql } from "drizzle-orm";
import { createDb } from "../client.ts";
import { checkLedgerInvariant } from "../invariant.ts";
import { checkLeaderboardInvariant } from "../leaderboard/invariant.ts";
import { cliDatabase } from "./database-url.ts";

/** `bun run db:check`: the ledger invariant and the leaderboard's aggregates; exit 1 on any violation. */
const db = await createDb(cliDatabase());
const violations = await checkLedgerInvariant(db);
const boardViolations = await checkLeaderboardInvariant(db);
const row = await db.orm.get<{ users: number; entries: number; boards: number } | undefined>(
  sql`select (select count(*) from users) as users, (select count(*) from ledger_entries) as entries,
             (select count(*) from leaderboard_totals) as boards`,
);
db.close();
const users = row?.users ?? 0;
const entries = row?.entries ?? 0;
let failed = false;
if (violations.length > 0) {
  failed = true;
  console.error(`ledger invariant FAILED: ${violations.length} violation(s)`);
  for (const v of violations.slice(0, 50)) console.error(`  user ${v.userId} ${v.currency}: ${v.problem}`);
} else console.log(`ledger invariant holds: ${users} users, ${entries} ledger entries`);
if (boardViolations.length > 0) {
  failed = true;
  console.error(`leaderboard invariant FAILED: ${boardViolations.length} violation(s)`);
  for (const v of boardViolations.slice(0, 50)) console.error(`  ${v.board}: ${v.problem}`);
} else console.log(`leaderboard invariant holds: ${row?.boards ?? 0} players on the boards`);
process.exit(failed ? 1 : 0);
