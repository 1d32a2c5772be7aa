import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import { WHEEL_SETTINGS_KEY, type WheelSection, wheelSections, wheelSectionTables } from "../schema/wheel.ts";
import { platformSettingValue } from "../settings/platform.ts";

export { WHEEL_DEFAULT_SETTINGS, type WheelSection } from "../schema/wheel.ts";

/** The wheel's sections in position order. */
export const wheelSectionList = async (db: Handle): Promise<WheelSection[]> =>
  prepared(db, "wheel.sections", (d) =>
    d.select().from(wheelSections).orderBy(asc(wheelSections.position)).prepare(),
  ).all();

/** The raw `wheel` platform setting (validated by the caller), or undefined when none is stored. */
export const wheelSettingsValue = (db: Handle): Promise<unknown> =>
  platformSettingValue(db, WHEEL_SETTINGS_KEY);

/** Stores a section table by its hash once (a table already recorded stays as it was). */
export async function recordSectionTable(tx: Tx, hash: string, canonical: string): Promise<void> {
  await prepared(tx, "wheel.recordTable", (d) =>
    d
      .insert(wheelSectionTables)
      .values({ hash: sql.placeholder("hash"), canonical: sql.placeholder("canonical") })
      .onConflictDoNothing()
      .prepare(),
  ).run({ hash, canonical });
}

/** The canonical JSON recorded under a section-table hash. */
export async function findSectionTable(db: Handle, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ canonical: wheelSectionTables.canonical })
    .from(wheelSectionTables)
    .where(eq(wheelSectionTables.hash, hash));
  return row?.canonical;
}
