import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "../client.ts";
import type { Handle } from "../queries/prepared.ts";
import { trustedDevices } from "../schema/auth.ts";

/** Whether the device cookie with this hash belongs to this player and has not expired. */
export async function isTrustedDevice(db: Handle, userId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers a browser a player signed in from (the cookie's SHA-256 only). */
export async function insertTrustedDevice(
  tx: Tx,
  device: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(trustedDevices).values(device);
}
