import type { Tx } from "../client.ts";
import { ledger } from "../ledger.ts";
import type { Currency } from "../schema/ledger.ts";

/** How many seed grants this run applied, and how many were already in the ledger. */
export interface LedgerTally {
  applied: number;
  skipped: number;
}

export const newTally = (): LedgerTally => ({ applied: 0, skipped: 0 });

export const SEED_GRANT_REASON = "seed-grant";

/**
 * Credits a seeded balance through the ledger under a stable key (`seed:demo:jade-beta:gems`),
 * so re-seeding never credits twice. Zero amounts are not an operation at all.
 */
export async function grant(
  tx: Tx,
  tally: LedgerTally,
  key: string,
  userId: number,
  currency: Currency,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  const result = await ledger.apply(tx, {
    key,
    reason: SEED_GRANT_REASON,
    reference: key,
    changes: [{ userId, currency, delta: amount }],
  });
  if (result.applied) tally.applied++;
  else tally.skipped++;
}
