import type { GameType } from "../schema/stats.ts";
import type { Random } from "./random.ts";

export interface GameStatSeed {
  gameType: GameType;
  totalPlays: number;
  totalWins: number;
  coinsWagered: number;
  coinsWon: number;
  gemsWagered: number;
  gemsWon: number;
  secondsPlayed: number;
  sessions: number;
  highestRewardCoins: number;
}

interface GameProfile {
  /** Crash-style games are played for gems, table games and slots for coins (docs/product/platform.md §2). */
  currency: "coins" | "gems";
  winRate: readonly [number, number];
  playsPerSession: readonly [number, number];
  minutesPerSession: readonly [number, number];
  /** Return to player: won / wagered. */
  rtp: readonly [number, number];
  /** Share of players who have tried the game. */
  popularity: number;
}

/** The games seeded players have statistics for. */
export const SEEDED_GAMES: Record<Exclude<GameType, "crash">, GameProfile> = {
  "bound-in-gold": {
    currency: "gems",
    winRate: [0.36, 0.52],
    playsPerSession: [12, 40],
    minutesPerSession: [8, 25],
    rtp: [0.88, 1.06],
    popularity: 0.85,
  },
  baccarat: {
    currency: "coins",
    winRate: [0.44, 0.5],
    playsPerSession: [20, 60],
    minutesPerSession: [10, 30],
    rtp: [0.94, 1.02],
    popularity: 0.6,
  },
  "fireworks-frenzy": {
    currency: "gems",
    winRate: [0.3, 0.55],
    playsPerSession: [5, 15],
    minutesPerSession: [6, 20],
    rtp: [0.85, 1.1],
    popularity: 0.55,
  },
  blackjack: {
    currency: "coins",
    winRate: [0.41, 0.49],
    playsPerSession: [20, 70],
    minutesPerSession: [12, 40],
    rtp: [0.95, 1.03],
    popularity: 0.75,
  },
  roulette: {
    currency: "coins",
    winRate: [0.3, 0.48],
    playsPerSession: [15, 50],
    minutesPerSession: [10, 30],
    rtp: [0.9, 1.02],
    popularity: 0.65,
  },
  jetski: {
    currency: "coins",
    winRate: [0.35, 0.55],
    playsPerSession: [4, 12],
    minutesPerSession: [8, 20],
    rtp: [0.85, 1.1],
    popularity: 0.3,
  },
  jetpack: {
    currency: "gems",
    winRate: [0.3, 0.5],
    playsPerSession: [6, 18],
    minutesPerSession: [6, 18],
    rtp: [0.85, 1.08],
    popularity: 0.35,
  },
  slots: {
    currency: "coins",
    winRate: [0.18, 0.34],
    playsPerSession: [40, 150],
    minutesPerSession: [8, 35],
    rtp: [0.88, 0.98],
    popularity: 0.7,
  },
};

const GAME_LIST = Object.keys(SEEDED_GAMES) as (keyof typeof SEEDED_GAMES)[];

/**
 * Plausible per-game statistics. `activity` in [0, 1] scales how much the player has played;
 * `stake` scales bet sizes (VIPs bet more). Every game row is internally consistent:
 * wins ≤ plays, the biggest reward ≤ coins won, play time follows sessions.
 */
export function generateGameStats(random: Random, activity: number, stake: number): GameStatSeed[] {
  let games = GAME_LIST.filter((game) => random.chance(SEEDED_GAMES[game].popularity));
  if (games.length < 2) games = random.sample(GAME_LIST, 2 + random.int(0, 2));
  const totalSessions = Math.max(games.length, Math.round(2 + activity * 260 * random.range(0.6, 1.3)));
  const shares = games.map(() => random.range(0.2, 1));
  const shareSum = shares.reduce((a, b) => a + b, 0);

  return games.map((gameType, index) => {
    const profile = SEEDED_GAMES[gameType];
    const sessions = Math.max(1, Math.round((totalSessions * (shares[index] ?? 0)) / shareSum));
    const totalPlays = sessions * random.int(...profile.playsPerSession);
    const totalWins = Math.round(totalPlays * random.range(...profile.winRate));
    const secondsPlayed = sessions * Math.round(60 * random.range(...profile.minutesPerSession));
    const rtp = random.range(...profile.rtp);
    let coinsWagered = 0;
    let coinsWon = 0;
    let gemsWagered = 0;
    let gemsWon = 0;
    let highestRewardCoins = 0;
    if (profile.currency === "coins") {
      const averageBet = Math.round(random.logInt(200, 20_000) * stake);
      coinsWagered = totalPlays * averageBet;
      coinsWon = Math.round(coinsWagered * rtp);
      highestRewardCoins = Math.min(coinsWon, averageBet * random.int(3, 40));
    } else {
      const averageBet = Math.max(1, Math.round(random.logInt(1, 12) * stake));
      gemsWagered = totalPlays * averageBet;
      gemsWon = Math.round(gemsWagered * rtp);
    }
    return {
      gameType,
      totalPlays,
      totalWins,
      coinsWagered,
      coinsWon,
      gemsWagered,
      gemsWon,
      secondsPlayed,
      sessions,
      highestRewardCoins,
    };
  });
}
