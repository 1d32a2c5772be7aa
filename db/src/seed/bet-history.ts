import type { Tx } from "../client.ts";
import { betMetrics } from "../schema/metrics.ts";
import type { GameStatSeed } from "./player-stats.ts";
import type { Random } from "./random.ts";

const HOUR_MS = 3_600_000;
/** How many recent rounds a fully active demo persona has in its game history. */
const ROUNDS_AT_FULL_ACTIVITY = 60;
/** A crash game's single gem win pays at most this many stakes (gem games record no biggest reward). */
const GEM_WIN_MAX_STAKES = 10;

/** The game whose share of the total plays holds `point` (in [0, total plays)). */
function pickByPlays(games: readonly GameStatSeed[], point: number): GameStatSeed {
  let rest = point;
  for (const game of games) {
    if (rest < game.totalPlays) return game;
    rest -= game.totalPlays;
  }
  return games[games.length - 1] as GameStatSeed;
}

export interface SeededRound {
  gameType: GameStatSeed["gameType"];
  won: boolean;
  coinsAmount: number;
  gemsAmount: number;
}

/**
 * The persona's recent rounds, drawn from its own per-game statistics so the dashboard's numbers agree
 * (one source): a round is only of a game the persona has played, games come up as often as they were
 * played, and per game the history never holds more wins than `totalWins`, more losses than the
 * other plays, a coin win above the biggest reward, or more won than the game's total won.
 */
export function historyRounds(random: Random, stats: readonly GameStatSeed[], rounds: number): SeededRound[] {
  const left = new Map(
    stats.map((s) => [
      s.gameType,
      { wins: s.totalWins, losses: s.totalPlays - s.totalWins, coins: s.coinsWon, gems: s.gemsWon },
    ]),
  );
  const out: SeededRound[] = [];
  while (out.length < rounds) {
    const open = stats.filter((s) => {
      const l = left.get(s.gameType);
      return l !== undefined && l.wins + l.losses > 0;
    });
    const weight = open.reduce((sum, s) => sum + s.totalPlays, 0);
    if (weight === 0) break;
    const game = pickByPlays(open, random.next() * weight);
    const l = left.get(game.gameType) as { wins: number; losses: number; coins: number; gems: number };
    const coins = game.coinsWagered > 0;
    const stake = Math.max(1, Math.round((coins ? game.coinsWagered : game.gemsWagered) / game.totalPlays));
    const room = coins
      ? Math.min(l.coins, game.highestRewardCoins)
      : Math.min(l.gems, stake * GEM_WIN_MAX_STAKES);
    const canWin = l.wins > 0 && room > 0;
    if (!canWin) l.wins = 0;
    if (!canWin && l.losses === 0) continue;
    const won = canWin && (l.losses === 0 || random.chance(game.totalWins / game.totalPlays));
    const amount = won ? random.logInt(Math.min(stake, room), room) : random.logInt(1, stake);
    if (won) {
      l.wins--;
      if (coins) l.coins -= amount;
      else l.gems -= amount;
    } else l.losses--;
    out.push({
      gameType: game.gameType,
      won,
      coinsAmount: coins ? amount : 0,
      gemsAmount: coins ? 0 : amount,
    });
  }
  return out;
}

/**
 * A demo persona's recent game history (the dashboard's list): win and lose rounds of the games in
 * its statistics (`historyRounds`), spread over the hours before `until`. Each round has a stable
 * `externalId`, so a re-seed inserts nothing again. Returns how many rounds the persona has.
 */
export async function seedBetHistory(
  tx: Tx,
  random: Random,
  key: string,
  userId: number,
  stats: readonly GameStatSeed[],
  activity: number,
  until: Date,
): Promise<number> {
  const rounds = historyRounds(random, stats, Math.round(ROUNDS_AT_FULL_ACTIVITY * activity));
  let at = until.getTime();
  const rows = rounds.map((round, n) => {
    at -= random.int(1, 9) * HOUR_MS + random.int(0, 3_599) * 1000;
    return {
      userId,
      gameType: round.gameType,
      metricType: round.won ? ("win" as const) : ("lose" as const),
      coinsAmount: round.coinsAmount,
      gemsAmount: round.gemsAmount,
      externalId: `seed:${key}:round:${n}`,
      createdAt: new Date(at),
    };
  });
  if (rows.length > 0) await tx.insert(betMetrics).values(rows).onConflictDoNothing();
  return rows.length;
}
