import { eq, sql } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { type Handle, prepared } from "../queries/prepared.ts";
import { platformSettings } from "../schema/settings.ts";

/** The operator setting stored under `key` (raw JSON, validated by the caller), or undefined when unset. */
export async function platformSettingValue(db: Handle, key: string): Promise<unknown> {
  const row = await prepared(db, "settings.value", (d) =>
    d
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, sql.placeholder("key")))
      .limit(1)
      .prepare(),
  ).get({ key });
  return row?.value;
}

/** Stores `value` (JSON) under `key`, replacing what was there, in the caller's write transaction. */
export async function setPlatformSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value } });
}
