/**
 * Seeds a leaderboard of N players into a fresh, migrated temp database file, fast: one transaction
 * on the synchronous libsql driver with prepared inserts. Each player gets a `users` row, a
 * `game_statistics` row in one of the boards' games and the matching `leaderboard_totals` row (what
 * `POST /api/v1/metric` would have left behind). Three players get sessions: one off the board (a
 * page alone), one at the median and one last on the default board (page plus the caller's rank).
 */
import { join } from "node:path";
import Connection from "libsql";
import { randomToken, sha256Hex } from "../../api/src/lib/crypto.ts";
import { createDb } from "../../db/src/client.ts";
import {
  BOARD_INSERT_TRIGGERS,
  bucketCountsSql,
  bucketInsertTriggersSql,
} from "../../db/src/leaderboard/buckets.ts";
import { migrateDb } from "../../db/src/migrate.ts";

const GAMES = ["blackjack", "baccarat", "roulette", "slots"] as const;

export interface SeededBoard {
  dbPath: string;
  players: number;
  seedSeconds: number;
  /** Bearer tokens: a player with no board row, the median player, the last player (coinsWon DESC). */
  tokens: { offBoard: string; median: string; last: string };
  /** The ranks the API must answer for the median and the last player, counted independently. */
  expectedRanks: { median: number; last: number };
}

/** A small deterministic PRNG (mulberry32): the same board on every run. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedLeaderboard(dir: string, players: number): Promise<SeededBoard> {
  const dbPath = join(dir, "leaderboard.db");
  const db = await createDb({ url: `file:${dbPath}` });
  await migrateDb(db);
  db.close();

  const started = performance.now();
  const conn = new Connection(dbPath);
  conn.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -1000000",
  );
  const user = conn.prepare("INSERT INTO users (id, nickname, referral_code, xp) VALUES (?, ?, ?, ?)");
  const stats = conn.prepare(
    `INSERT INTO game_statistics (user_id, game_type, total_plays, total_wins, coins_wagered, coins_won,
       gems_wagered, gems_won, seconds_played, sessions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const totals = conn.prepare(
    `INSERT INTO leaderboard_totals (user_id, total_plays, total_wins, coins_wagered, coins_won,
       gems_wagered, gems_won, seconds_played) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Bulk load without the per-row insert triggers (db/src/leaderboard/buckets.ts; none of these
  // players is a demo player); the buckets are counted once at the end, as the migrations backfill
  // them, and the triggers are put back.
  for (const trigger of BOARD_INSERT_TRIGGERS) conn.exec(`DROP TRIGGER ${trigger}`);
  const random = prng(9);
  const coinsWonOf = new Map<number, number>();
  conn.exec("BEGIN");
  for (let id = 1; id <= players; id++) {
    const plays = 1 + Math.floor(random() * 2_000);
    const wins = Math.floor(plays * random() * 0.6);
    const wagered = plays * (10 + Math.floor(random() * 990));
    const won = Math.floor(wagered * random() * 1.2);
    const gemsWagered = Math.floor(random() * 500);
    const gemsWon = Math.floor(gemsWagered * random() * 1.2);
    const seconds = plays * 30;
    user.run(id, `player-${id}`, `R${id.toString(36).toUpperCase()}`, plays * 10);
    const game = GAMES[id % GAMES.length] as string;
    stats.run(id, game, plays, wins, wagered, won, gemsWagered, gemsWon, seconds, Math.ceil(plays / 20));
    totals.run(id, plays, wins, wagered, won, gemsWagered, gemsWon, seconds);
    if (id === 1 || id % 1_000 === 0) coinsWonOf.set(id, won);
  }
  const offBoardId = players + 1;
  user.run(offBoardId, "bench-newcomer", "RBENCHNEW", 0);
  // The rank buckets, as migration 0006 backfills them.
  conn.exec(`INSERT INTO leaderboard_rank_buckets (board, field, bucket, players) ${bucketCountsSql()}`);
  for (const trigger of bucketInsertTriggersSql()) conn.exec(trigger);
  conn.exec("COMMIT");
  conn.exec("ANALYZE");

  // The median and the last player of the default board (coinsWon DESC, user_id DESC).
  const seedSeconds = (performance.now() - started) / 1000;
  const at = (offset: number) =>
    (
      conn
        .prepare(
          "SELECT user_id AS id FROM leaderboard_totals ORDER BY coins_won DESC, user_id DESC LIMIT 1 OFFSET ?",
        )
        .get(offset) as { id: number }
    ).id;
  const medianId = at(Math.floor(players / 2));
  const lastId = at(players - 1);
  // Their expected ranks, counted the slow way: 1 + the players strictly ahead.
  const rankOf = (id: number) =>
    1 +
    (
      conn
        .prepare(
          "SELECT count(*) AS n FROM leaderboard_totals WHERE coins_won > (SELECT coins_won FROM leaderboard_totals WHERE user_id = ?)",
        )
        .get(id) as { n: number }
    ).n;
  const expectedRanks = { median: rankOf(medianId), last: rankOf(lastId) };
  const session = conn.prepare(
    "INSERT INTO sessions (user_id, token_hash, kind, expires_at) VALUES (?, ?, ?, ?)",
  );
  const token = (userId: number) => {
    const raw = randomToken();
    session.run(userId, sha256Hex(raw), "password", Date.now() + 86_400_000);
    return raw;
  };
  const tokens = { offBoard: token(offBoardId), median: token(medianId), last: token(lastId) };
  conn.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  conn.close();
  return { dbPath, players, seedSeconds, tokens, expectedRanks };
}
