import { type AirdropRegistration, registerForAirdrop } from "@jadeverse/db/airdrop/register";
import { AIRDROP_REWARD } from "@jadeverse/db/enums/airdrop";
import type { Deps } from "../../context.ts";
import { errorText } from "../errors/texts.ts";
import { ApiError, conflict } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { type AirdropClient, reserveGuess } from "./guess-budget.ts";
import type { AirdropRegistrationView } from "./responses.ts";

export { AirdropThrottled } from "./guess-budget.ts";

/**
 * A registration attempt (the route has checked the format). Every attempt is first reserved as a
 * wrong guess in the client's budgets and the hourly count across everyone (guess-budget.ts; taken
 * before the code is looked at, so parallel guesses cannot overrun a budget); an attempt whose code is
 * one of ours gives it back, so only wrong codes spend it (docs/vesting-and-airdrop.md "NFT airdrop": the odds this leaves
 * a guesser).
 */
export async function registerAirdropClaim(
  deps: Deps,
  client: AirdropClient,
  code: string,
  log: Logger,
  now = new Date(),
): Promise<AirdropRegistrationView> {
  const { env, db } = deps;
  const secret = env.AIRDROP_CODE_SECRET;
  if (!secret) throw new ApiError(503, "AIRDROP_NOT_OPEN");
  if (env.AIRDROP_ENDS_AT && now.getTime() >= Date.parse(env.AIRDROP_ENDS_AT))
    throw new ApiError(403, "AIRDROP_NOT_OPEN", errorText("airdropEnded"));
  const throttled = !(env.RATE_LIMIT_DISABLED && env.NODE_ENV === "test");
  const reservation = throttled ? await reserveGuess(deps, client) : undefined;
  const wallet = client.wallet;
  let outcome: AirdropRegistration;
  try {
    outcome = await registerForAirdrop(db, secret, wallet, code);
  } catch (error) {
    await reservation?.giveBack();
    throw error;
  }
  if (outcome.status === "invalid_code") await reservation?.keep(log);
  else await reservation?.giveBack();
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
