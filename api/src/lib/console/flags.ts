import type { Db } from "@jadeverse/db/client";
import { platformSettingValue, setPlatformSetting } from "@jadeverse/db/settings/platform";
import type { Deps } from "../../context.ts";
import type { ConsoleActor } from "../../middleware/console-auth.ts";
import {
  FLAG_DEFAULTS,
  FLAG_NAMES,
  type FlagName,
  type Flags,
  readFlagOverrides,
  resolveFlags,
} from "../flags.ts";
import { audit } from "./audit.ts";

/** Where the console's flag overrides live (`platform_settings`): a JSON object of flag names to booleans. */
export const FLAG_SETTINGS_KEY = "feature-flags";

/**
 * How long an instance keeps the console's overrides before reading them again. A change made on
 * this instance shows at once (the write refreshes the memo); another instance's within this time.
 */
const FRESH_MS = 5_000;

interface Memo {
  overrides: Partial<Flags>;
  readAt: number;
  /** Bumped by every write here: a read begun before it does not keep its older answer. */
  generation: number;
}
const memos = new WeakMap<Db, Memo>();

/** The console's overrides if this instance read them recently: no await on the hot path. */
function peekOverrides(db: Db): Partial<Flags> | undefined {
  const memo = memos.get(db);
  return memo && Date.now() - memo.readAt < FRESH_MS ? memo.overrides : undefined;
}

async function loadOverrides(db: Db): Promise<Partial<Flags>> {
  const generation = memos.get(db)?.generation ?? 0;
  const overrides = readFlagOverrides(await platformSettingValue(db.orm, FLAG_SETTINGS_KEY));
  const memo = memos.get(db);
  if ((memo?.generation ?? 0) === generation) memos.set(db, { overrides, readAt: Date.now(), generation });
  return overrides;
}

/**
 * The effective flags (`GET /api/public-config`, and whatever the server decides by a flag): the
 * defaults, `FEATURE_FLAGS`, then the console's overrides. Answers at once (not a promise) while the
 * overrides read within the last few seconds are at hand.
 */
export function effectiveFlags(deps: Deps): Flags | Promise<Flags> {
  const known = peekOverrides(deps.db);
  if (known) return resolveFlags(deps.env.FEATURE_FLAGS, known);
  return loadOverrides(deps.db).then((overrides) => resolveFlags(deps.env.FEATURE_FLAGS, overrides));
}

/** One flag as the console shows it: the spec's default, each layer's override (null: none), the result. */
export interface FlagRow {
  name: FlagName;
  default: boolean;
  env: boolean | null;
  console: boolean | null;
  effective: boolean;
}

function rowsOf(envOverrides: Partial<Flags>, consoleOverrides: Partial<Flags>): FlagRow[] {
  const effective = resolveFlags(envOverrides, consoleOverrides);
  return FLAG_NAMES.map((name) => ({
    name,
    default: FLAG_DEFAULTS[name],
    env: envOverrides[name] ?? null,
    console: consoleOverrides[name] ?? null,
    effective: effective[name],
  }));
}

/** Every flag with its layers (read fresh: the console shows what the database holds). */
export async function flagTable(deps: Deps): Promise<FlagRow[]> {
  return rowsOf(deps.env.FEATURE_FLAGS, await loadOverrides(deps.db));
}

/**
 * An admin sets a flag's console override (`value` true or false) or clears it (null), with a reason,
 * audited with the override and the effective value before and after, in one transaction. This
 * instance serves the change at once; others within a few seconds.
 */
export async function setFlagOverride(
  deps: Deps,
  actor: ConsoleActor,
  change: { name: FlagName; value: boolean | null; reason: string },
  address: string,
): Promise<FlagRow[]> {
  const env = deps.env.FEATURE_FLAGS;
  const after = await deps.db.write(async (tx) => {
    const before = readFlagOverrides(await platformSettingValue(tx, FLAG_SETTINGS_KEY));
    const next: Partial<Flags> = { ...before };
    if (change.value === null) delete next[change.name];
    else next[change.name] = change.value;
    await setPlatformSetting(tx, FLAG_SETTINGS_KEY, next);
    const layer = (overrides: Partial<Flags>) => ({
      console: overrides[change.name] ?? null,
      effective: resolveFlags(env, overrides)[change.name],
    });
    await audit(
      deps,
      {
        actorUserId: actor.user.id,
        actorRole: actor.role,
        action: "flags.set",
        target: `flag:${change.name}`,
        before: layer(before),
        after: layer(next),
        reason: change.reason,
        outcome: "done",
        address,
      },
      tx,
    );
    return next;
  });
  const generation = (memos.get(deps.db)?.generation ?? 0) + 1;
  memos.set(deps.db, { overrides: after, readAt: Date.now(), generation });
  return rowsOf(env, after);
}
