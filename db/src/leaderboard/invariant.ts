import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { AGGREGATE_MAX } from "../metrics/limits.ts";
import { bucketCountsSql } from "./buckets.ts";
import { isDemoUserSql } from "./demo-players.ts";

export interface LeaderboardViolation {
  /** `global` or a game type. */
  board: string;
  problem: string;
}

type Row = Record<string, unknown>;

const SUMMED = [
  "total_plays",
  "total_wins",
  "coins_won",
  "gems_won",
  "coins_wagered",
  "gems_wagered",
  "seconds_played",
] as const;

/**
 * Verifies what the leaderboard reads against what it is maintained from (docs/architecture.md §5, issue 9):
 * - every player's global totals (play time included) equal the sum of their per-game statistics (one recording path,
 *   `recordRound`, moves both), no player has one without the other, and no total (nor XP) is past
 *   `AGGREGATE_MAX`, the largest integer JavaScript reads exactly;
 * - every rank bucket's player count equals the number of public board rows whose value falls in
 *   it, for the global board and every game's, so ranks computed from the buckets are exact;
 * - a board row is flagged `demo` exactly when its player is a demo player (demo-players.ts), so no
 *   demo player stands on a public board and no public player is missing from one.
 */
export async function checkLeaderboardInvariant(db: Db): Promise<LeaderboardViolation[]> {
  const violations: LeaderboardViolation[] = [];
  const differs = SUMMED.map((c) => `t.${c} <> coalesce(g.${c}, 0)`).join(" or ");
  const totals = await db.orm.all<Row>(
    sql.raw(`
    with g as (
      select user_id, ${SUMMED.map((c) => `sum(${c}) as ${c}`).join(", ")}
      from game_statistics group by user_id
    )
    select t.user_id, 'totals differ from the per-game sums' as problem
      from leaderboard_totals t left join g on g.user_id = t.user_id where ${differs}
    union all
    select g.user_id, 'per-game statistics without global totals' as problem
      from g left join leaderboard_totals t on t.user_id = g.user_id where t.user_id is null
    union all
    select t.user_id, 'a total past ${AGGREGATE_MAX} (not exact in JavaScript)' as problem
      from leaderboard_totals t where ${SUMMED.map((c) => `t.${c} > ${AGGREGATE_MAX}`).join(" or ")}
    union all
    select id, 'XP past ${AGGREGATE_MAX} (not exact in JavaScript)' as problem from users where xp > ${AGGREGATE_MAX}
    limit 100`),
  );
  for (const row of totals)
    violations.push({ board: "global", problem: `player ${row.user_id}: ${row.problem}` });

  const flags = await db.orm.all<Row>(
    sql.raw(`
    select 'global' as board, user_id, demo from leaderboard_totals
      where demo <> (${isDemoUserSql("leaderboard_totals.user_id")})
    union all
    select game_type as board, user_id, demo from game_statistics
      where demo <> (${isDemoUserSql("game_statistics.user_id")})
    limit 100`),
  );
  for (const row of flags)
    violations.push({
      board: String(row.board),
      problem: `player ${row.user_id}: ${Number(row.demo) ? "a public player's row is flagged demo" : "a demo player's row is on the public board"}`,
    });

  const buckets = await db.orm.all<Row>(
    sql.raw(`
    with actual as (${bucketCountsSql()}),
    kept as (select board, field, bucket, players from leaderboard_rank_buckets where players <> 0)
    select board, field, bucket, players as kept, 0 as actual from (select * from kept except select * from actual)
    union all
    select board, field, bucket, 0 as kept, players as actual from (select * from actual except select * from kept)
    limit 100`),
  );
  for (const row of buckets)
    violations.push({
      board: String(row.board),
      problem: `${row.field} bucket ${row.bucket}: counted ${row.kept}, holds ${row.actual} (kept and actual rows shown separately)`,
    });
  return violations;
}
