/**
 * bench/crash.ts's database side: the players' coins granted through the ledger before the API
 * starts (db/src/seed/grants.ts `grant`, the seed's own path: a ledger row per credit, so the
 * invariant holds), and afterwards the ledger and the crash tables read straight from the API's
 * database file (a second connection, read only) to check every bet was settled once and every
 * balance is what its player was told.
 */
import { sql } from "drizzle-orm";
import { createDb, type Db } from "../../db/src/client.ts";
import { checkLedgerInvariant } from "../../db/src/invariant.ts";
import { checkLeaderboardInvariant } from "../../db/src/leaderboard/invariant.ts";
import { grant, newTally } from "../../db/src/seed/grants.ts";
import { insertSessionPlayers } from "./session-players.ts";

const BATCH = 500;

export interface CrashPlayers {
  tokens: string[];
  /** userIds[i] is the player of tokens[i] (inserted as `Socket<i>`). */
  userIds: number[];
}

/** Inserts `count` players with sessions (bench/lib/session-players.ts) and grants each `coins`. */
export async function insertCrashPlayers(db: Db, count: number, coins: number): Promise<CrashPlayers> {
  const tokens = await insertSessionPlayers(db, count);
  const rows = await db.orm.all<{ id: number; nickname: string }>(
    sql`select id, nickname from users where nickname like 'Socket%' and telegram_id is not null`,
  );
  const userIds: number[] = new Array(count);
  for (const row of rows) {
    const index = Number(row.nickname.slice("Socket".length));
    if (Number.isInteger(index) && index >= 0 && index < count) userIds[index] = Number(row.id);
  }
  if (userIds.filter((id) => id !== undefined).length !== count)
    throw new Error("players not found by nickname");
  const tally = newTally();
  for (let from = 0; from < count; from += BATCH) {
    await db.write(async (tx) => {
      for (let i = from; i < Math.min(count, from + BATCH); i++)
        await grant(tx, tally, `bench:crash:grant:${i}`, userIds[i] as number, "coins", coins);
    });
  }
  if (tally.applied !== count) throw new Error(`granted ${tally.applied} of ${count} players`);
  return { tokens, userIds };
}

export interface RoundRow {
  id: number;
  gameNumber: number;
  point: number;
  phase: string;
  startedAt: number | null;
  crashAt: number | null;
  crashedAt: number | null;
}

export interface BetRow {
  userId: number;
  stake: number;
  autoCashout: number | null;
  status: string;
  cashedOutAt: number | null;
  payout: number;
  /** When the bet was settled, by the database's clock (epoch ms); null while open. */
  settledAt: number | null;
}

export interface RoundLedger {
  betEntries: number;
  betSum: number;
  winEntries: number;
  winSum: number;
  /** Win entries of a player beyond the first in this round (a double credit). */
  duplicateWins: number;
}

/** A read-only look at the API's database while it runs. */
export async function openDatabase(url: string) {
  const db = await createDb({ url });
  return {
    async round(id: number): Promise<RoundRow | undefined> {
      const [row] = await db.orm.all<Record<string, number | string | null>>(
        sql`select id, game_number, point, phase, started_at, crash_at, crashed_at from crash_rounds where id = ${id}`,
      );
      if (!row) return undefined;
      const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        id: Number(row.id),
        gameNumber: Number(row.game_number),
        point: Number(row.point),
        phase: String(row.phase),
        startedAt: n(row.started_at),
        crashAt: n(row.crash_at),
        crashedAt: n(row.crashed_at),
      };
    },
    /** The newest round: its id, phase and when its betting window closes. */
    async latest(): Promise<
      { id: number; gameNumber: number; phase: string; bettingEndsAt: number } | undefined
    > {
      const [row] = await db.orm.all<Record<string, number | string>>(
        sql`select id, game_number, phase, betting_ends_at from crash_rounds order by id desc limit 1`,
      );
      return row
        ? {
            id: Number(row.id),
            gameNumber: Number(row.game_number),
            phase: String(row.phase),
            bettingEndsAt: Number(row.betting_ends_at),
          }
        : undefined;
    },
    /**
     * The next round to play: the one taking bets now if most of its `bettingMs` window is left, else
     * the next game `wanted` (by its number: the bench knows every game's point from the chain). Answers
     * once that round is open, with its id (whatever ids earlier rounds took): the clients bet when
     * their socket hears it take bets.
     */
    async nextWantedRound(
      wanted: (gameNumber: number) => boolean,
      bettingMs: number,
    ): Promise<{ roundId: number; gameNumber: number }> {
      const latest = await this.latest();
      const fresh = latest?.phase === "betting" && latest.bettingEndsAt - Date.now() >= bettingMs * 0.8;
      let game = latest ? (fresh ? latest.gameNumber : latest.gameNumber + 1) : 1;
      while (!wanted(game)) game++;
      for (;;) {
        const [row] = await db.orm.all<{ id: number }>(
          sql`select id from crash_rounds where game_number = ${game}`,
        );
        if (row) return { roundId: Number(row.id), gameNumber: game };
        await Bun.sleep(50);
      }
    },
    async bets(roundId: number): Promise<BetRow[]> {
      const rows = await db.orm.all<Record<string, number | string | null>>(
        sql`select user_id, stake, auto_cashout, status, cashed_out_at, payout, settled_at from crash_bets where round_id = ${roundId}`,
      );
      return rows.map((r) => ({
        userId: Number(r.user_id),
        stake: Number(r.stake),
        autoCashout: r.auto_cashout === null ? null : Number(r.auto_cashout),
        status: String(r.status),
        cashedOutAt: r.cashed_out_at === null ? null : Number(r.cashed_out_at),
        payout: Number(r.payout),
        settledAt: r.settled_at === null ? null : Number(r.settled_at),
      }));
    },
    async ledger(roundId: number): Promise<RoundLedger> {
      const [row] = await db.orm.all<Record<string, number | null>>(sql`
        select
          sum(case when idempotency_key like '%:bet#0' then 1 else 0 end) as bet_entries,
          sum(case when idempotency_key like '%:bet#0' then delta else 0 end) as bet_sum,
          sum(case when idempotency_key like '%:win#0' then 1 else 0 end) as win_entries,
          sum(case when idempotency_key like '%:win#0' then delta else 0 end) as win_sum
        from ledger_entries where reference = ${`crash:${roundId}`}`);
      const [dup] = await db.orm.all<{ extra: number | null }>(sql`
        select sum(n - 1) as extra from (
          select count(*) as n from ledger_entries
          where reference = ${`crash:${roundId}`} and delta > 0 group by user_id
        ) where n > 1`);
      return {
        betEntries: Number(row?.bet_entries ?? 0),
        betSum: Number(row?.bet_sum ?? 0),
        winEntries: Number(row?.win_entries ?? 0),
        winSum: Number(row?.win_sum ?? 0),
        duplicateWins: Number(dup?.extra ?? 0),
      };
    },
    /** Coins by user id. */
    async coins(userIds: number[]): Promise<Map<number, number>> {
      const rows = await db.orm.all<{ id: number; coins: number }>(
        sql`select id, coins from users where nickname like 'Socket%'`,
      );
      const wanted = new Set(userIds);
      return new Map(
        rows.filter((r) => wanted.has(Number(r.id))).map((r) => [Number(r.id), Number(r.coins)]),
      );
    },
    /** `bun run db:check`'s two invariants (db/src/cli/check.ts): the violations, none when sound. */
    async invariants() {
      const ledger = await checkLedgerInvariant(db);
      const leaderboard = await checkLeaderboardInvariant(db);
      return { ledger, leaderboard };
    },
    close: () => db.close(),
  };
}
export type CrashDatabase = Awaited<ReturnType<typeof openDatabase>>;
