import type { Handle } from "@jadeverse/db/queries/prepared";
import { WHEEL_DEFAULT_SETTINGS, wheelSettingsValue } from "@jadeverse/db/wheel/sections";
import { z } from "zod";

const wheelSettings = z.object({ baseCost: z.number().int().positive().max(1_000_000) });

/** The gems one spin costs: the operator's `wheel` setting, or the default when none is stored. */
export async function wheelBaseCost(db: Handle): Promise<number> {
  const stored = await wheelSettingsValue(db);
  if (stored === undefined) return WHEEL_DEFAULT_SETTINGS.baseCost;
  const parsed = wheelSettings.safeParse(stored);
  if (!parsed.success) throw new Error("wheel: the stored wheel setting is invalid");
  return parsed.data.baseCost;
}
