import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { operatorFactors } from "../schema/console.ts";

export type OperatorFactor = typeof operatorFactors.$inferSelect;

export async function findFactor(db: Handle, userId: number): Promise<OperatorFactor | undefined> {
  const [row] = await db.select().from(operatorFactors).where(eq(operatorFactors.userId, userId));
  return row;
}

/** Starts (or restarts) an enrolment with a new secret; an enrolled factor is left alone (undefined). */
export async function beginEnrolment(
  tx: Tx,
  userId: number,
  secret: string,
): Promise<OperatorFactor | undefined> {
  const [row] = await tx
    .insert(operatorFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: operatorFactors.userId,
      set: { secret, lastTimeStep: 0, recoveryHashes: [] },
      setWhere: isNull(operatorFactors.enrolledAt),
    })
    .returning();
  return row;
}

/** Completes an enrolment: the first code's time step and the recovery codes' hashes. */
export async function completeEnrolment(
  tx: Tx,
  userId: number,
  timeStep: number,
  recoveryHashes: string[],
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(operatorFactors)
    .set({ enrolledAt: at, lastTimeStep: timeStep, recoveryHashes })
    .where(and(eq(operatorFactors.userId, userId), isNull(operatorFactors.enrolledAt)))
    .returning({ userId: operatorFactors.userId });
  return rows.length > 0;
}

/**
 * Spends a TOTP code's time step: written only when it is later than the last one accepted, so a
 * code (or an older one) is good once, however requests race. False when it was spent already.
 */
export async function spendTimeStep(tx: Tx, userId: number, timeStep: number): Promise<boolean> {
  const rows = await tx
    .update(operatorFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(operatorFactors.userId, userId),
        isNotNull(operatorFactors.enrolledAt),
        lt(operatorFactors.lastTimeStep, timeStep),
      ),
    )
    .returning({ userId: operatorFactors.userId });
  return rows.length > 0;
}

/** Spends one recovery code (by its hash): false when it is not one, or was spent. */
export async function spendRecoveryCode(tx: Tx, userId: number, hash: string): Promise<boolean> {
  const rows = await tx
    .update(operatorFactors)
    .set({
      recoveryHashes: sql`(select json_group_array(value) from json_each(${operatorFactors.recoveryHashes}) where value != ${hash})`,
    })
    .where(
      and(
        eq(operatorFactors.userId, userId),
        isNotNull(operatorFactors.enrolledAt),
        sql`exists (select 1 from json_each(${operatorFactors.recoveryHashes}) where value = ${hash})`,
      ),
    )
    .returning({ userId: operatorFactors.userId });
  return rows.length > 0;
}
