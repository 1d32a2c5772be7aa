import {
  AIRDROP_GUESS_WINDOW_SECONDS,
  AIRDROP_GUESSES_PER_ADDRESS,
  AIRDROP_GUESSES_PER_PLAYER,
  AIRDROP_GUESSES_PER_WALLET,
  AIRDROP_GUESSES_WHEN_SLOWED,
} from "@jadeverse/db/airdrop/guessing";
import type { Deps } from "../../context.ts";
import { ApiError } from "../errors.ts";
import type { Logger } from "../logger.ts";

/** Who is guessing: the client address (IPv6 by its /64), the wallet, and the player when signed in. */
export interface AirdropClient {
  /** As every per-address limit keys on it (middleware/client-ip.ts, `clientRateKey`). */
  address: string;
  wallet: string;
  playerId?: number | undefined;
}

/** The limiter keys (lib/rate-limit: in process, or shared by every instance through Redis). */
const EVERYONE_KEY = "airdrop:wrong:all";
const ALERT_KEY = "airdrop:wrong:ceiling-alerted";
const HOUR = 3600;

/** One of the client's budgets is spent: 429 with Retry-After (the route sets it). */
export class AirdropThrottled extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "RATE_LIMITED");
  }
}

/** An attempt's reservation in every budget, settled once the code has been looked at. */
export interface GuessReservation {
  /** The code was one of ours (or the attempt failed): it spends nothing. */
  giveBack(): Promise<void>;
  /** The code was wrong: the reservation stays spent; past the ceiling the operator hears of it once an hour. */
  keep(log: Logger): Promise<void>;
}

/**
 * Reserves one wrong guess, before the code is looked at, in the hourly count across everyone and in
 * each of the client's daily budgets (docs/vesting-and-airdrop.md "NFT airdrop", "Guessing"): each reservation is one
 * atomic increment, so parallel attempts cannot overrun a budget, and an attempt whose code turns out
 * to be real gives every unit back. While the count across everyone is within
 * `AIRDROP_GUESS_CEILING_PER_HOUR` each client has its own budget (10 an address, 5 a wallet, 5 a
 * player); past it, until the hour ends, each has `AIRDROP_GUESSES_WHEN_SLOWED`. The ceiling slows
 * guessing and never closes the airdrop: a client that has not guessed wrong today always gets its
 * code checked, however many others guessed. A refused attempt reserves nothing.
 */
export async function reserveGuess(deps: Deps, client: AirdropClient): Promise<GuessReservation> {
  const { limiter, env } = deps;
  const ceiling = env.AIRDROP_GUESS_CEILING_PER_HOUR;
  const everyone = await limiter.hit(EVERYONE_KEY, ceiling, HOUR);
  const slowed = !everyone.allowed;
  const budgets = [
    { key: `airdrop:addr:${client.address}`, limit: AIRDROP_GUESSES_PER_ADDRESS },
    { key: `airdrop:wallet:${client.wallet}`, limit: AIRDROP_GUESSES_PER_WALLET },
    ...(client.playerId === undefined
      ? []
      : [{ key: `airdrop:player:${client.playerId}`, limit: AIRDROP_GUESSES_PER_PLAYER }]),
  ];
  const taken = await Promise.all(
    budgets.map(async (budget) => ({
      ...budget,
      result: await limiter.hit(
        budget.key,
        slowed ? Math.min(AIRDROP_GUESSES_WHEN_SLOWED, budget.limit) : budget.limit,
        AIRDROP_GUESS_WINDOW_SECONDS,
      ),
    })),
  );
  const keys = [EVERYONE_KEY, ...budgets.map((b) => b.key)];
  const giveBack = async () => {
    await Promise.all(keys.map((key) => limiter.release(key)));
  };
  const refused = taken.filter((t) => !t.result.allowed);
  if (refused.length > 0) {
    await giveBack();
    let retryAfter = 0;
    for (const { key, limit, result } of refused) {
      // Slowed but within its own budget: the client may try again when the ceiling's hour ends.
      const ownLeft = slowed && (await limiter.peek(key, limit)).allowed;
      retryAfter = Math.max(
        retryAfter,
        ownLeft ? Math.min(everyone.resetSeconds, result.resetSeconds) : result.resetSeconds,
      );
    }
    throw new AirdropThrottled(Math.max(1, retryAfter));
  }
  return {
    giveBack,
    async keep(log) {
      if (!slowed) return;
      // Once per window of the count across everyone, whichever instance sees it first.
      const first = await limiter.hit(ALERT_KEY, 1, Math.max(1, everyone.resetSeconds));
      if (first.allowed)
        log.warn(
          "airdrop: wrong codes passed the hourly ceiling; every client is slowed until the hour ends",
          {
            ceilingPerHour: ceiling,
            slowedGuessesPerClientPerDay: AIRDROP_GUESSES_WHEN_SLOWED,
            hourEndsInSeconds: everyone.resetSeconds,
          },
        );
    },
  };
}
