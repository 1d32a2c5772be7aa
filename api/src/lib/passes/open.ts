import type { PassRail } from "@jadeverse/db/enums/passes";
import { passById, type SeasonPass } from "@jadeverse/db/passes/catalog";
import { openSubscription, type PassSubscription } from "@jadeverse/db/passes/subscriptions";
import type { Deps } from "../../context.ts";
import { effectiveFlags } from "../console/flags.ts";
import { ApiError, notFound } from "../errors.ts";
import { nowOf } from "./passes.ts";

/**
 * Opens a pending subscription of a pass on a rail, or refuses: 403 PASSES_NOT_OFFERED (the
 * `seasonPasses` flag is off), 404 PASS_NOT_FOUND, 409
 * PASS_ALREADY_HELD (the same pass, still renewing), 409 PASS_HIGHER_HELD (Gold is not replaced by
 * Silver).
 */
export async function openPass(
  deps: Deps,
  userId: number,
  passId: number,
  rail: PassRail,
): Promise<{ pass: SeasonPass; subscription: PassSubscription }> {
  if (!(await effectiveFlags(deps)).seasonPasses) throw new ApiError(403, "PASSES_NOT_OFFERED");
  const pass = await passById(deps.db.orm, passId);
  if (!pass) throw notFound("PASS_NOT_FOUND");
  const opened = await openSubscription(deps.db, { userId, pass, rail, now: nowOf(deps) });
  if ("refused" in opened)
    throw new ApiError(409, opened.refused === "higher_held" ? "PASS_HIGHER_HELD" : "PASS_ALREADY_HELD");
  return { pass, subscription: opened.subscription };
}
