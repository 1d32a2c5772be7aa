import type { Db } from "@jadeverse/db/client";
import { passById } from "@jadeverse/db/passes/catalog";
import { recordCharge } from "@jadeverse/db/passes/charges";
import { openSubscription } from "@jadeverse/db/passes/subscriptions";

/**
 * Gives a player a paid season pass (docs/passes.md) as a card rail would: a subscription opened and
 * its first charge recorded at `now`. For suites about a perk, not about buying.
 */
export async function grantPass(db: Db, userId: number, passId: number, now = new Date()): Promise<number> {
  const pass = await passById(db.orm, passId);
  if (!pass) throw new Error(`no pass ${passId}`);
  const opened = await openSubscription(db, { userId, pass, rail: "stripe", now });
  if (!("subscription" in opened)) throw new Error(`pass ${passId} refused: ${opened.refused}`);
  const sub = opened.subscription;
  await recordCharge(
    db,
    { id: sub.id },
    { proof: `granted:${sub.id}`, amount: sub.amount, currency: "usd" },
    now,
  );
  return sub.id;
}
