/**
 * `bun run bench:games`: issue 19's return-to-player check. Plays BENCH_ROUNDS rounds (default
 * 1,000,000) of each game through the engines the API settles with, on the real float stream
 * (HMAC-SHA256 of a fresh server seed, a client seed and a rising nonce, with the server's native
 * HMAC), and prints the measured return beside the published one (`GET /api/games`'s catalogue; crash
 * from its exact win probability) with the tolerance it allows: 4 standard errors of the measured
 * mean (from the sample's own variance), plus the published figure's own uncertainty where it is an
 * estimate (blackjack). Writes bench/results/games-rtp-latest.json; exits 1 when a game is outside.
 *
 * Blackjack is played by basic strategy for these rules (infinite shoe, dealer stands on soft 17,
 * double on any two and after splits, no surrender, insurance declined), returns per coin of opening
 * stake (doubles and splits count as more money at risk on the same round), as the catalogue states.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { draw } from "../api/src/lib/fairness/float-stream.ts";
import { nativeHmacSha256 } from "../api/src/lib/fairness/native-hmac.ts";
import { play as playBaccarat } from "../api/src/lib/games/baccarat.ts";
import {
  apply,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  deal,
  legalActions,
} from "../api/src/lib/games/blackjack.ts";
import { handTotal } from "../api/src/lib/games/blackjack-hand.ts";
import { rankOf } from "../api/src/lib/games/cards.ts";
import { gamesCatalog } from "../api/src/lib/games/catalog.ts";
import { crashPoint, winProbability } from "../api/src/lib/games/crash.ts";
import { spin as spinRoulette } from "../api/src/lib/games/roulette.ts";
import { spin as spinSlots } from "../api/src/lib/games/slots.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
/** Crash: every bet cashes out automatically at this target (hundredths). */
const CRASH_TARGET = 200;
/** The blackjack catalogue's estimate is ± this (2σ of its own 2,000,000-hand simulation). */
const BLACKJACK_ESTIMATE_MARGIN = 0.0018;

/** A fresh seed pair, its nonce rising each round: the stream a player's rounds draw from. */
function floatSource() {
  const serverSeed = randomBytes(32).toString("hex");
  const clientSeed = randomBytes(16).toString("hex");
  let nonce = 0;
  return (count: number) => draw({ serverSeed, clientSeed, nonce: nonce++ }, count, nativeHmacSha256).floats;
}

/** Running mean and variance of per-round returns (Welford). */
class Returns {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(value: number) {
    this.n++;
    const delta = value - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (value - this.mean);
  }
  get standardError() {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : Number.POSITIVE_INFINITY;
  }
}

const cardValue = (index: number) => {
  const rank = rankOf(index);
  return rank === "A" ? 11 : ["10", "J", "Q", "K"].includes(rank) ? 10 : Number(rank);
};

/** Basic strategy (S17, DAS, no surrender): the move for the hand in play against the up card. */
function basicStrategy(state: BlackjackState, legal: readonly BlackjackAction[]): BlackjackAction {
  if (legal.includes("noInsurance")) return "noInsurance";
  const hand = state.hands[state.active];
  const up = cardValue(state.dealer[0] as number);
  const cards = hand?.cards ?? [];
  const can = (action: BlackjackAction) => legal.includes(action);
  const orHit = (action: BlackjackAction) => (can(action) ? action : "hit");
  if (can("split") && cards.length === 2) {
    const pair = cardValue(cards[0] as number);
    const split =
      pair === 11 ||
      pair === 8 ||
      ((pair === 2 || pair === 3 || pair === 7) && up <= 7) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      (pair === 6 && up <= 6) ||
      (pair === 9 && up !== 7 && up <= 9);
    if (split) return "split";
  }
  const { total, soft } = handTotal(cards);
  if (soft) {
    if (total >= 19) return "stand";
    if (total === 18)
      return up >= 3 && up <= 6 ? (can("double") ? "double" : "stand") : up <= 8 ? "stand" : "hit";
    if (total === 17) return up >= 3 && up <= 6 ? orHit("double") : "hit";
    if (total >= 15) return up >= 4 && up <= 6 ? orHit("double") : "hit";
    return up >= 5 && up <= 6 ? orHit("double") : "hit";
  }
  if (total >= 17) return "stand";
  if (total >= 13) return up <= 6 ? "stand" : "hit";
  if (total === 12) return up >= 4 && up <= 6 ? "stand" : "hit";
  if (total === 11) return up <= 10 ? orHit("double") : "hit";
  if (total === 10) return up <= 9 ? orHit("double") : "hit";
  if (total === 9) return up >= 3 && up <= 6 ? orHit("double") : "hit";
  return "hit";
}

interface GameRun {
  game: string;
  published: number;
  exact: string | null;
  play(floats: (count: number) => number[]): number;
  /** The published figure's own uncertainty (an estimate's), added to the tolerance. */
  publishedMargin?: number;
}

const catalog = gamesCatalog().games;
const RUNS: GameRun[] = [
  {
    game: "roulette (red, 1 coin)",
    published: catalog.roulette.rtp,
    exact: catalog.roulette.rtpExact,
    play: (f) => spinRoulette(f(1), [{ kind: "red", amount: 1 }]).totalPayout,
  },
  {
    game: "roulette (straight 17, 1 coin)",
    published: catalog.roulette.rtp,
    exact: catalog.roulette.rtpExact,
    play: (f) => spinRoulette(f(1), [{ kind: "straight", numbers: [17], amount: 1 }]).totalPayout,
  },
  ...(["player", "banker", "tie"] as const).map(
    (kind): GameRun => ({
      game: `baccarat (${kind}, 100 coins)`,
      published: catalog.baccarat.bets[kind].rtp,
      exact: catalog.baccarat.bets[kind].rtpExact,
      play: (f) => playBaccarat(f(6), [{ kind, amount: 100 }]).totalPayout / 100,
    }),
  ),
  {
    game: "slots (1 coin a line, 10 lines)",
    published: catalog.slots.rtp,
    exact: catalog.slots.rtpExact,
    play: (f) => {
      const spin = spinSlots(f(5), 1);
      return spin.totalWin / spin.totalBet;
    },
  },
  {
    game: "blackjack (1,000 coins, basic strategy)",
    published: catalog.blackjack.rtp,
    exact: null,
    publishedMargin: BLACKJACK_ESTIMATE_MARGIN,
    play: (f) => {
      let state = deal(1000, f(BLACKJACK_FLOATS));
      while (!state.settlement) {
        const legal = legalActions(state);
        state = apply(state, basicStrategy(state, legal));
      }
      // Per coin of opening stake: 1 + net ÷ stake (a double or a split is more money at risk).
      return 1 + state.settlement.net / 1000;
    },
  },
  (() => {
    const { numerator, denominator } = winProbability(CRASH_TARGET);
    const salt = randomBytes(32).toString("hex");
    return {
      game: `crash (auto cash-out ${(CRASH_TARGET / 100).toFixed(2)}×)`,
      published: (Number(numerator) / Number(denominator)) * (CRASH_TARGET / 100),
      exact: `${numerator * BigInt(CRASH_TARGET)}/${denominator * 100n}`,
      // A round's hash is uniformly random: a fresh one per round stands for the chain's.
      play: () =>
        crashPoint(randomBytes(32).toString("hex"), salt) >= CRASH_TARGET ? CRASH_TARGET / 100 : 0,
    };
  })(),
];

const results = [];
let failed = false;
console.log(`${ROUNDS.toLocaleString("en-US")} rounds per game, on the real float stream\n`);
console.log("game                                     published     measured   tolerance   result   time");
for (const run of RUNS) {
  const returns = new Returns();
  const floats = floatSource();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) returns.add(run.play(floats));
  const seconds = (performance.now() - started) / 1000;
  const tolerance = 4 * returns.standardError + (run.publishedMargin ?? 0);
  const pass = Math.abs(returns.mean - run.published) <= tolerance;
  failed ||= !pass;
  results.push({ ...run, play: undefined, measured: returns.mean, tolerance, pass, seconds, rounds: ROUNDS });
  console.log(
    `${run.game.padEnd(40)} ${(run.published * 100).toFixed(4).padStart(8)} % ${(returns.mean * 100)
      .toFixed(4)
      .padStart(
        8,
      )} % ±${(tolerance * 100).toFixed(4).padStart(7)} %   ${pass ? "PASS" : "FAIL"}   ${seconds.toFixed(1)} s`,
  );
}

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "games-rtp-latest.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rounds: ROUNDS, results }, null, 2)}\n`,
);
console.log(`\n${failed ? "FAIL" : "PASS"} (bench/results/games-rtp-latest.json)`);
process.exit(failed ? 1 : 0);
