import { AIRDROP_ALPHABET, AIRDROP_CODE_LENGTH } from "../enums/airdrop.ts";

/** 32^5 = 33,554,432 possible codes (also `AIRDROP_CODE_SPACE` of codes.ts; this module stays free of the database). */
const CODE_SPACE = AIRDROP_ALPHABET.length ** AIRDROP_CODE_LENGTH;

/**
 * The NFT airdrop's guessing budgets (docs/vesting-and-airdrop.md "NFT airdrop", "Guessing"): one place for the API's
 * throttle (api/src/lib/airdrop/guess-budget.ts), `bun run airdrop odds` and the table in docs/vesting-and-airdrop.md.
 *
 * Only wrong codes spend a budget. Each client has its own, per day: a client address (IPv4 as it is,
 * IPv6 by its /64), a wallet, a signed-in player. Across everyone there is an hourly ceiling
 * (`AIRDROP_GUESS_CEILING_PER_HOUR`): past it nobody is closed out, every client is slowed to
 * `AIRDROP_GUESSES_WHEN_SLOWED` wrong codes a day until the hour ends.
 */
export const AIRDROP_GUESS_WINDOW_SECONDS = 86_400;
/** Wrong codes per client address a day (a household or a café shares one). */
export const AIRDROP_GUESSES_PER_ADDRESS = 10;
/** Wrong codes per wallet a day. */
export const AIRDROP_GUESSES_PER_WALLET = 5;
/** Wrong codes per signed-in player a day. */
export const AIRDROP_GUESSES_PER_PLAYER = 5;
/** Past the hourly ceiling: wrong codes per client (address, wallet and player alike) a day. */
export const AIRDROP_GUESSES_WHEN_SLOWED = 1;
/** `AIRDROP_GUESS_CEILING_PER_HOUR`'s default: wrong codes an hour across everyone before the slow-down. */
export const AIRDROP_GUESS_CEILING_DEFAULT = 6;

/**
 * At most how many wrong codes a guesser with `addresses` client addresses (IPv4 addresses or IPv6
 * /64s, with as many wallets as it likes) gets through in a day: its addresses' own budgets, or the
 * ceiling's 24 hours at full speed plus the slowed budget of every address, whichever is less.
 */
export function airdropGuessesPerDay(
  addresses: number,
  ceilingPerHour = AIRDROP_GUESS_CEILING_DEFAULT,
): number {
  return Math.min(
    AIRDROP_GUESSES_PER_ADDRESS * addresses,
    24 * ceilingPerHour + AIRDROP_GUESSES_WHEN_SLOWED * addresses,
  );
}

/**
 * The chance that `guesses` different codes hit at least one of `liveCodes` (of the 32^5 possible):
 * 1 − C(S − L, A) / C(S, A), computed as the product over the live codes.
 */
export function airdropHitChance(liveCodes: number, guesses: number, space = CODE_SPACE): number {
  // C(S − L, A) = 0 once A > S − L (past S the product below would turn negative). Below that every
  // factor is in (0, 1]: the product needs no early stop.
  if (guesses > space - liveCodes) return 1;
  let miss = 1;
  for (let i = 0; i < liveCodes; i++) miss *= 1 - guesses / (space - i);
  return 1 - miss;
}

/** A chance as the table in docs/vesting-and-airdrop.md writes it: two significant figures, `> 99.9 %` short of certainty. */
export function formatChance(chance: number): string {
  if (chance >= 0.9995) return "> 99.9 %";
  const percent = chance * 100;
  // Near certainty a rounded figure would read "100 %": one decimal, rounded down.
  if (percent >= 99.5) return `${(Math.floor(percent * 10) / 10).toFixed(1)} %`;
  // Stryker disable next-line EqualityOperator: `percent > 10` is equivalent (at exactly 10 both branches write "10"); `<` is killed by guessing.test.ts but shares the mutator name
  return `${percent >= 10 ? Math.round(percent) : percent.toPrecision(2)} %`;
}

/** The guessers `bun run airdrop odds` and the table in docs/vesting-and-airdrop.md show: how many client addresses each has. */
export const AIRDROP_ODDS_ADDRESSES = [1, 10, 100, 1_000, 10_000] as const;
/** The campaign lengths (days) they are shown for. */
export const AIRDROP_ODDS_DAYS = [14, 30, 90] as const;
