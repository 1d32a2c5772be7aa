import { avatarImagePath, mediaUrl } from "../art/paths.ts";
import type { Db, Tx } from "../client.ts";
import { userSkins } from "../schema/catalog.ts";
import { gameStatistics } from "../schema/stats.ts";
import { users } from "../schema/users.ts";
import { avatarById } from "./catalog-avatars.ts";
import { grant, type LedgerTally, newTally } from "./grants.ts";
import { rebuildLeaderboardTotals } from "./leaderboard-totals.ts";
import type { GameStatSeed } from "./player-stats.ts";
import { generatePlayer, type PlayerSeed } from "./players.ts";
import { chunk, excluded } from "./upsert.ts";

/** Players per write transaction: keeps each transaction short even for very large seeds. */
const PLAYERS_PER_TX = 250;
/** Rows per multi-row insert (users have ~25 columns; SQLite allows 32,766 parameters). */
const ROWS_PER_INSERT = 100;

export interface PlayerCounts {
  players: number;
  gameStatistics: number;
  userSkins: number;
}

/** Upserts game statistics; `overwrite` false keeps whatever play has recorded since. */
export async function upsertGameStats(
  tx: Tx,
  rows: (GameStatSeed & { userId: number })[],
  overwrite: boolean,
) {
  for (const part of chunk(rows, ROWS_PER_INSERT)) {
    const insert = tx.insert(gameStatistics).values(part);
    if (overwrite) {
      await insert.onConflictDoUpdate({
        target: [gameStatistics.userId, gameStatistics.gameType],
        set: excluded(gameStatistics, [
          "totalPlays",
          "totalWins",
          "coinsWagered",
          "coinsWon",
          "gemsWagered",
          "gemsWon",
          "secondsPlayed",
          "sessions",
          "highestRewardCoins",
        ]),
      });
    } else {
      await insert.onConflictDoNothing();
    }
  }
}

async function seedBatch(tx: Tx, batch: PlayerSeed[], tally: LedgerTally): Promise<number> {
  const ids = new Map<string, number>();
  for (const part of chunk(batch, ROWS_PER_INSERT)) {
    const returned = await tx
      .insert(users)
      .values(
        part.map((p) => ({
          nickname: p.nickname,
          referralCode: p.referralCode,
          country: p.country,
          photoUrl: mediaUrl(avatarImagePath(avatarById(p.avatarId).slug)),
          xp: p.xp,
          vip: p.vip,
          gems: 0,
          coins: 0,
          tutorialStep: "STEP_4_COMPLETE" as const,
          equippedSkinId: p.equippedSkinId,
          createdAt: p.createdAt,
        })),
      )
      .onConflictDoUpdate({
        target: users.referralCode,
        set: excluded(users, ["nickname", "country", "photoUrl", "xp", "vip", "equippedSkinId"]),
      })
      .returning({ id: users.id, referralCode: users.referralCode });
    for (const row of returned) ids.set(row.referralCode, row.id);
  }
  const idOf = (p: PlayerSeed) => {
    const id = ids.get(p.referralCode);
    if (id === undefined) throw new Error(`seed: player ${p.n} was not stored`);
    return id;
  };

  for (const part of chunk(batch, ROWS_PER_INSERT * 4)) {
    await tx
      .insert(userSkins)
      .values(part.map((p) => ({ userId: idOf(p), skinId: p.equippedSkinId, acquiredAt: p.createdAt })))
      .onConflictDoNothing();
  }

  const stats = batch.flatMap((p) => p.stats.map((s) => ({ ...s, userId: idOf(p) })));
  await upsertGameStats(tx, stats, true);
  await rebuildLeaderboardTotals(tx, batch.map(idOf));

  for (const p of batch) {
    await grant(tx, tally, `seed:player:${p.n}:gems`, idOf(p), "gems", p.gems);
    await grant(tx, tally, `seed:player:${p.n}:coins`, idOf(p), "coins", p.coins);
  }
  return stats.length;
}

/**
 * The leaderboard population: `count` deterministic players (see `players.ts`), each owning and
 * wearing its avatar's default skin, with per-game statistics and ledger-granted balances.
 */
export async function seedPlayers(db: Db, count: number, tally: LedgerTally): Promise<PlayerCounts> {
  let statRows = 0;
  for (let first = 1; first <= count; first += PLAYERS_PER_TX) {
    const size = Math.min(PLAYERS_PER_TX, count - first + 1);
    const batch = Array.from({ length: size }, (_, i) => generatePlayer(first + i));
    // A fresh tally per transaction: a retried transaction must not count its grants twice.
    const result = await db.write(async (tx) => {
      const local = newTally();
      return { stats: await seedBatch(tx, batch, local), local };
    });
    statRows += result.stats;
    tally.applied += result.local.applied;
    tally.skipped += result.local.skipped;
  }
  return { players: count, gameStatistics: statRows, userSkins: count };
}
