import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/users.ts";

/** Saves the player's verified TON address (raw form), or forgets it with null. */
export async function setTonAddress(db: Db, userId: number, tonAddress: string | null): Promise<void> {
  await db.write((tx) => tx.update(users).set({ tonAddress }).where(eq(users.id, userId)));
}
