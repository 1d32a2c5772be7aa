import { eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { platformSettings } from "../schema/settings.ts";

/** The operator setting stored under `key` (raw JSON, validated by the caller), or undefined when unset. */
export async function platformSettingValue(db: Handle, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key))
    .limit(1);
  return row?.value;
}
