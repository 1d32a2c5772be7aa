import { eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { users } from "../schema/users.ts";

/** The player's gems (what a free claim answers as the balance after it); 0 for an unknown player. */
export async function gemsBalance(db: Handle, userId: number): Promise<number> {
  const [user] = await db.select({ gems: users.gems }).from(users).where(eq(users.id, userId));
  return user?.gems ?? 0;
}
