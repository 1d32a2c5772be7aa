/**
 * `GET /api/games`: what a player may stake and what each game returns, from the engines and the
 * limits (./limits.ts). Returns are the long-run share of stakes paid back: exact where the rules
 * allow an exact sum (roulette, baccarat on the infinite shoe, the slot machine's reel strips),
 * estimated for blackjack, whose return depends on how the player plays.
 */
import type { GamesCatalog } from "./catalog-response.ts";
import { BACCARAT_LIMITS, BLACKJACK_LIMITS, ROULETTE_LIMITS, SLOTS_LIMITS } from "./limits.ts";
import { POCKETS, ROULETTE_ODDS } from "./roulette.ts";
import { exactRtp, JADE_SLOTS, type Ratio } from "./slots.ts";

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** A return as published: the decimal and the house edge (6 places) and the exact fraction. */
function returnOf(numerator: bigint, denominator: bigint) {
  const g = gcd(numerator, denominator) || 1n;
  // Each rounded half up to 6 decimals from the exact fraction (not one from the other's rounding).
  const sixPlaces = (n: bigint) => Number((n * 2_000_000n + denominator) / (2n * denominator)) / 1_000_000;
  return {
    rtp: sixPlaces(numerator),
    houseEdge: sixPlaces(denominator - numerator),
    rtpExact: `${numerator / g}/${denominator / g}`,
  };
}
const fromRatio = (r: Ratio) => returnOf(r.numerator, r.denominator);

/**
 * Punto Banco on the infinite shoe (every card drawn with replacement, ./baccarat.ts): out of 13⁶
 * equally likely deals of six card values, how many each side wins. Checked by games-catalog.test.ts,
 * which enumerates every deal through the engine.
 */
export const BACCARAT_OUTCOMES = { player: 2_153_464n, banker: 2_212_744n, tie: 460_601n, of: 4_826_809n };

function baccaratReturns() {
  const { player, banker, tie, of } = BACCARAT_OUTCOMES;
  return {
    // A player bet returns 2× on a player win and its stake on a tie; banker 1.95× (5 % commission,
    // before the engine rounds it down to a whole coin) and its stake on a tie; tie 9×.
    player: { pays: "1:1", ...returnOf(2n * player + tie, of) },
    banker: { pays: "0.95:1", ...returnOf(195n * banker + 100n * tie, 100n * of) },
    tie: { pays: "8:1", ...returnOf(9n * tie, of) },
  };
}

/**
 * Blackjack's return with basic strategy under these rules (infinite shoe, dealer stands on soft 17,
 * 3:2, double on any two cards and after splits, split to 4 hands, split aces one card, peek),
 * per coin of opening stake: estimated by simulation of 2,000,000 hands through the engine
 * (0.99465 ± 0.0018 at 2σ); the engine's whole-coin rounding of 3:2 on odd stakes costs a little more.
 */
export const BLACKJACK_ESTIMATED_RTP = 0.995;

function buildCatalog(): GamesCatalog {
  const slots = exactRtp(JADE_SLOTS);
  return {
    currency: "coins",
    games: {
      roulette: {
        limits: ROULETTE_LIMITS,
        ...returnOf(BigInt(POCKETS - 1), BigInt(POCKETS)),
        pockets: POCKETS,
        odds: ROULETTE_ODDS,
      },
      baccarat: {
        limits: BACCARAT_LIMITS,
        bets: baccaratReturns(),
      },
      slots: {
        limits: SLOTS_LIMITS,
        ...fromRatio(slots.rtp),
        lineHitRate: fromRatio(slots.lineHitRate).rtpExact,
        symbols: JADE_SLOTS.symbols,
        wild: JADE_SLOTS.wild,
        reels: [...JADE_SLOTS.strips],
        rows: JADE_SLOTS.rows,
        paylines: JADE_SLOTS.paylines.map((line) => [...line]),
        paytable: Object.fromEntries(
          Object.entries(JADE_SLOTS.paytable).map(([symbol, pays]) => [symbol, [...pays]]),
        ),
      },
      blackjack: {
        limits: BLACKJACK_LIMITS,
        rtp: BLACKJACK_ESTIMATED_RTP,
        houseEdge: Math.round((1 - BLACKJACK_ESTIMATED_RTP) * 1_000_000) / 1_000_000,
        rtpExact: null,
        rules:
          "Infinite shoe; dealer stands on all 17s and peeks under an ace or a ten; blackjack pays 3:2 " +
          "(rounded down to a whole coin); double on any two cards, also after a split; split equal " +
          "ranks up to 4 hands; split aces take one card each; insurance (half the stake) pays 2:1. " +
          "The return is estimated for basic strategy.",
      },
    },
  };
}

let cached: GamesCatalog | undefined;
/** The catalogue (built once: it depends on constants only). */
export const gamesCatalog = (): GamesCatalog => {
  cached ??= buildCatalog();
  return cached;
};
