import { expect } from "vitest";
import { GameRuleError } from "../src/lib/games/common.ts";

// How the game-rule suites (api/src/lib/games/*-rules.test.ts) read a refusal: the GameRuleError a
// rule throws, with its exact code and message.

/** The GameRuleError `fn` throws (fails the test when it throws nothing). */
export const thrown = (fn: () => unknown): GameRuleError => {
  try {
    fn();
  } catch (error) {
    return error as GameRuleError;
  }
  throw new Error("expected a GameRuleError");
};

/** Runs `fn` and checks it threw a GameRuleError with exactly this code and message. */
export function expectRefused(fn: () => unknown, code: string, message: string): void {
  const error = thrown(fn);
  expect(error).toBeInstanceOf(GameRuleError);
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}
