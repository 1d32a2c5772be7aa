import type { z } from "zod";

/**
 * Feature flags (docs/product/platform.md §3 "Feature flags") with the spec's defaults: the play-related flags on;
 * fireworks frenzy, NFT mint, the game-list play button, search and favourites off; the environment's
 * play-enabled flag off. Season passes are on: the spec had them off because their purchase did not
 * exist; it does now (docs/passes.md), and the server refuses their purchase when an operator turns
 * them off. `GET /api/public-config` sends them as `flags`.
 */
export const FLAG_DEFAULTS = {
  launchGame: true,
  playButton: true,
  buyPacks: true,
  fireworksFrenzy: false,
  seasonPasses: true,
  nftMint: false,
  gameListPlayButton: false,
  search: false,
  favorites: false,
  playEnabled: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type Flags = Record<FlagName, boolean>;
export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

const isFlagName = (name: string): name is FlagName => Object.hasOwn(FLAG_DEFAULTS, name);

/**
 * `FEATURE_FLAGS=search=true,playEnabled=true`: this deployment's overrides. An unknown name or a
 * value other than true/false is a configuration error (reported with the other field errors).
 */
export function parseFlagOverrides(value: string, ctx: z.RefinementCtx): Partial<Flags> {
  const overrides: Partial<Flags> = {};
  for (const part of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = "", setting = ""] = part.split("=").map((s) => s.trim());
    if (!isFlagName(name)) {
      ctx.addIssue({ code: "custom", message: `unknown flag "${name}" (known: ${FLAG_NAMES.join(", ")})` });
      continue;
    }
    if (setting !== "true" && setting !== "false") {
      ctx.addIssue({ code: "custom", message: `flag "${name}" must be =true or =false` });
      continue;
    }
    overrides[name] = setting === "true";
  }
  return overrides;
}

/**
 * The effective flags: the spec's defaults, this deployment's `FEATURE_FLAGS` overrides on top, and
 * the console's overrides (an admin's, stored in `platform_settings`: lib/console/flags.ts) on top of both.
 */
export function resolveFlags(overrides: Partial<Flags>, consoleOverrides: Partial<Flags> = {}): Flags {
  return { ...FLAG_DEFAULTS, ...overrides, ...consoleOverrides };
}

/**
 * The console's stored overrides (a JSON object of flag names to true or false): an unknown name (a
 * flag since removed) or another value is dropped.
 */
export function readFlagOverrides(value: unknown): Partial<Flags> {
  const overrides: Partial<Flags> = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return overrides;
  for (const [name, setting] of Object.entries(value))
    if (isFlagName(name) && typeof setting === "boolean") overrides[name] = setting;
  return overrides;
}
