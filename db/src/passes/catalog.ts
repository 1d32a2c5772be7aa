import { asc, eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { seasonPasses } from "../schema/catalog.ts";

export { PASS_PERIOD_SECONDS } from "../enums/passes.ts";

/** A season pass of the one pass table (docs/passes.md). */
export type SeasonPass = typeof seasonPasses.$inferSelect;

/** The passes for sale, the highest tier first (Gold, Silver). */
export function listPasses(db: Handle): Promise<SeasonPass[]> {
  return db.select().from(seasonPasses).orderBy(asc(seasonPasses.id));
}

/** One pass, or undefined. */
export async function passById(db: Handle, id: number): Promise<SeasonPass | undefined> {
  const [pass] = await db.select().from(seasonPasses).where(eq(seasonPasses.id, id));
  return pass;
}
