import { registerForAirdrop } from "@jadeverse/db/airdrop/register";
import { AIRDROP_REWARD } from "@jadeverse/db/enums/airdrop";
import type { Deps } from "../../context.ts";
import { ApiError, conflict } from "../errors.ts";
import type { AirdropRegistrationView } from "./responses.ts";

/** The guessing budget's limiter key: attempts with a code that is not one of ours, across everyone. */
const GUESS_BUDGET_KEY = "airdrop-guesses:all";
const HOUR = 3600;

/** The shared guessing budget is spent for this hour: 429 with Retry-After (the route sets it). */
export class AirdropThrottled extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "RATE_LIMITED");
  }
}

/**
 * A registration attempt (the route has checked the format and the per-wallet and per-address
 * limits). Every attempt first takes one unit of the hourly guessing budget shared by everyone
 * (`AIRDROP_ATTEMPTS_PER_HOUR`; taken before the code is looked at, so parallel guesses cannot
 * overrun it); an attempt whose code is one of ours gives it back, so only wrong guesses spend it
 * (README "NFT airdrop": the odds this leaves a guesser).
 */
export async function registerAirdropClaim(
  deps: Deps,
  wallet: string,
  code: string,
  now = new Date(),
): Promise<AirdropRegistrationView> {
  const { env, limiter, db } = deps;
  const secret = env.AIRDROP_CODE_SECRET;
  if (!secret) throw new ApiError(503, "AIRDROP_NOT_OPEN");
  if (env.AIRDROP_ENDS_AT && now.getTime() >= Date.parse(env.AIRDROP_ENDS_AT))
    throw new ApiError(403, "AIRDROP_NOT_OPEN", "The NFT airdrop has ended.");
  const throttled = !(env.RATE_LIMIT_DISABLED && env.NODE_ENV === "test");
  if (throttled) {
    const budget = await limiter.hit(GUESS_BUDGET_KEY, env.AIRDROP_ATTEMPTS_PER_HOUR, HOUR);
    if (!budget.allowed) throw new AirdropThrottled(budget.resetSeconds);
  }
  const outcome = await registerForAirdrop(db, secret, wallet, code);
  if (throttled && outcome.status !== "invalid_code") await limiter.release(GUESS_BUDGET_KEY);
  switch (outcome.status) {
    case "registered":
      return {
        status: "Registered",
        solanaWalletAddress: wallet,
        reward: AIRDROP_REWARD,
        registeredAt: outcome.registeredAt.toISOString(),
      };
    case "invalid_code":
      throw new ApiError(400, "INVALID_AIRDROP_PASSWORD");
    case "code_used":
      throw conflict("AIRDROP_PASSWORD_USED");
    case "wallet_registered":
      throw conflict("AIRDROP_WALLET_REGISTERED");
  }
}
