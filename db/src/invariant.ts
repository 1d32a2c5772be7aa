import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

export interface InvariantViolation {
  userId: number;
  currency: string;
  problem: string;
}

/**
 * Verifies the ledger invariant over the whole database:
 * - every balance equals the sum of its ledger deltas;
 * - every entry's balance_after equals the running sum of deltas up to it (no edited row);
 * - no balance and no balance_after is negative.
 */
export async function checkLedgerInvariant(db: Db): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  type Row = Record<string, unknown>;
  const balances = await db.orm.all<Row>(sql`
    with sums as (
      select user_id, currency, coalesce(sum(delta), 0) as total from ledger_entries group by user_id, currency
    ), wanted as (
      select u.id as user_id, c.currency, case c.currency when 'gems' then u.gems else u.coins end as balance
      from users u cross join (select 'gems' as currency union all select 'coins') c
    )
    select w.user_id, w.currency, w.balance, coalesce(s.total, 0) as total
    from wanted w left join sums s on s.user_id = w.user_id and s.currency = w.currency
    where w.balance <> coalesce(s.total, 0) or w.balance < 0`);
  for (const row of balances) {
    violations.push({
      userId: Number(row.user_id),
      currency: String(row.currency),
      problem: `balance ${row.balance} but ledger sums to ${row.total}`,
    });
  }
  const orphans = await db.orm.all<Row>(sql`
    select l.user_id, l.currency from ledger_entries l left join users u on u.id = l.user_id
    where u.id is null group by l.user_id, l.currency`);
  for (const row of orphans) {
    violations.push({
      userId: Number(row.user_id),
      currency: String(row.currency),
      problem: "entries for a missing user",
    });
  }
  const running = await db.orm.all<Row>(sql`
    select user_id, currency, id, balance_after, running from (
      select user_id, currency, id, balance_after,
             sum(delta) over (partition by user_id, currency order by id rows unbounded preceding) as running
      from ledger_entries
    ) where balance_after <> running or balance_after < 0`);
  for (const row of running) {
    violations.push({
      userId: Number(row.user_id),
      currency: String(row.currency),
      problem: `entry ${row.id} records balance_after ${row.balance_after} but the running sum is ${row.running}`,
    });
  }
  return violations;
}
