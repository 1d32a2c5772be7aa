import { and, eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { ledgerEntries } from "../schema/ledger.ts";

/**
 * The gems delta a swap already applied under `reference` recorded for the player (negative: gems
 * paid), or undefined when none was: how a retried swap tells its own replay from a reused key.
 */
export async function swapGemsDelta(tx: Tx, userId: number, reference: string): Promise<number | undefined> {
  const [first] = await tx
    .select({ delta: ledgerEntries.delta })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, "gems"),
        eq(ledgerEntries.reference, reference),
      ),
    )
    .limit(1);
  return first?.delta;
}
