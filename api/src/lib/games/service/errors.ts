import { RoundRefusedError } from "@jadeverse/db/metrics/limits";
import { ruleText } from "../../errors/texts.ts";
import { ApiError, badRequest, conflict, type ErrorText } from "../../errors.ts";
import { GameRuleError } from "../common.ts";

/** A bet the table limits refuse (400 `GAME_BET_OUT_OF_LIMITS`, naming the limit: a `limit…` text). */
export const outOfLimits = (limit: ErrorText) => badRequest("GAME_BET_OUT_OF_LIMITS", limit);

/** Another request changed the hand first (409 `GAME_STATE_CHANGED`). */
export const stateChanged = () => conflict("GAME_STATE_CHANGED");

/**
 * An engine's or the recording path's refusal as the API's typed error: a bet off the table 400
 * `GAME_INVALID_BET`, an action the hand does not allow 400 `GAME_ACTION_NOT_ALLOWED`, totals past
 * the exact range 409 `METRIC_TOTAL_OVERFLOW`. Anything else (a broken state) stays a 500.
 */
export function gameError(error: unknown): unknown {
  if (error instanceof GameRuleError) {
    // The engine's words, in the player's language when the catalogue knows them (a `rule…` text).
    if (error.code === "INVALID_BET" || error.code === "INVALID_STAKE")
      return badRequest("GAME_INVALID_BET", ruleText(error.message));
    if (error.code === "ILLEGAL_ACTION")
      return badRequest("GAME_ACTION_NOT_ALLOWED", ruleText(error.message));
  }
  if (error instanceof RoundRefusedError) return new ApiError(409, "METRIC_TOTAL_OVERFLOW");
  return error;
}

/** Runs `fn`, answering engine and recording refusals with the API's typed errors. */
export async function withGameErrors<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw gameError(error);
  }
}
