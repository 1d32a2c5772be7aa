import { randomUUID } from "node:crypto";
import type { Db } from "@jadeverse/db/client";
import { ledger } from "@jadeverse/db/ledger";
import { swapGemsDelta } from "@jadeverse/db/store/swap";
import { ApiError } from "../errors.ts";
import { COINS_PER_GEM, LEDGER_REASONS, swapKey } from "./constants.ts";

/**
 * Swaps whole gems for coins (1 gem = COINS_PER_GEM coins): both ledger entries in one transaction
 * under one idempotency key. With a client `Idempotency-Key` a retried request answers the first
 * one's balances and changes nothing; the same key with another amount is refused.
 * Too few gems: the ledger's refusal, mapped to NOT_ENOUGH_GEMS_ERROR.
 */
export function swapGemsToCoins(db: Db, userId: number, gems: number, requestKey?: string) {
  const key = swapKey(userId, requestKey ?? randomUUID());
  const coins = gems * COINS_PER_GEM;
  return db.write(async (tx) => {
    const result = await ledger.apply(tx, {
      key,
      reason: LEDGER_REASONS.swap,
      reference: key,
      changes: [
        { userId, currency: "gems", delta: -gems },
        { userId, currency: "coins", delta: coins },
      ],
    });
    if (!result.applied && (await swapGemsDelta(tx, userId, key)) !== -gems)
      throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED");
    const balance = (currency: "gems" | "coins") =>
      result.balances.find((b) => b.userId === userId && b.currency === currency)?.balance ?? 0;
    return {
      success: true as const,
      applied: result.applied,
      swapped: { gems, coins },
      gemsAmount: balance("gems"),
      coinsAmount: balance("coins"),
    };
  });
}
