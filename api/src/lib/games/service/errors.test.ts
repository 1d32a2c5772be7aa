import { RoundRefusedError } from "@jadeverse/db/metrics/limits";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../errors.ts";
import { GameRuleError } from "../common.ts";
import { gameError, withGameErrors } from "./errors.ts";

/** The status and code an error answers with, or null when it is not one of the API's errors. */
const answer = (error: unknown) => (error instanceof ApiError ? [error.status, error.code] : null);

describe("an engine's refusal as the API's typed error", () => {
  it("answers a bet off the table, or a bad stake, 400 GAME_INVALID_BET with the engine's words", () => {
    const offTable = gameError(new GameRuleError("INVALID_BET", "a straight bet needs one number"));
    expect(answer(offTable)).toEqual([400, "GAME_INVALID_BET"]);
    expect((offTable as ApiError).message).toBe("a straight bet needs one number");
    expect(answer(gameError(new GameRuleError("INVALID_STAKE", "stake must be positive")))).toEqual([
      400,
      "GAME_INVALID_BET",
    ]);
  });

  it("answers an action the hand does not allow 400 GAME_ACTION_NOT_ALLOWED", () => {
    const refused = gameError(new GameRuleError("ILLEGAL_ACTION", "cannot split this hand"));
    expect(answer(refused)).toEqual([400, "GAME_ACTION_NOT_ALLOWED"]);
    expect((refused as ApiError).message).toBe("cannot split this hand");
  });

  it("answers totals past the exact range 409 METRIC_TOTAL_OVERFLOW", () => {
    expect(answer(gameError(new RoundRefusedError("total-overflow", "coins_wagered")))).toEqual([
      409,
      "METRIC_TOTAL_OVERFLOW",
    ]);
  });

  it("leaves anything else as it is: a broken state stays a 500", () => {
    for (const error of [
      new GameRuleError("INVALID_STATE", "unknown state version"),
      new GameRuleError("INVALID_FLOATS", "too few floats"),
      new Error("disk full"),
    ])
      expect(gameError(error)).toBe(error);
  });

  it("maps what the wrapped call throws, and passes its answer through", async () => {
    await expect(withGameErrors(() => 7)).resolves.toBe(7);
    const thrown = await withGameErrors(() => {
      throw new GameRuleError("ILLEGAL_ACTION", "no insurance now");
    }).catch((error: unknown) => error);
    expect(answer(thrown)).toEqual([400, "GAME_ACTION_NOT_ALLOWED"]);
  });
});
