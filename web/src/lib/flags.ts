import { FLAG_DEFAULTS, type FlagName } from "@jadeverse/api/client";
import { z } from "zod";

export type { FlagName };
/**
 * Feature flags (docs/product/platform.md §3 "Feature flags"): one typed set with the spec's defaults (named once, in
 * the API's flags module, shared through its client export). A deployment overrides any of them
 * through `GET /api/public-config` (`flags`); unknown or malformed overrides are ignored so an old
 * server or a typo never switches a feature on by accident.
 */
export { FLAG_DEFAULTS };
export type Flags = { readonly [K in FlagName]: boolean };

const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

/** Each known flag: a boolean, or dropped (`catch`) when the server sent something else. */
const overridesSchema = z
  .object(
    Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean().optional().catch(undefined)])) as Record<
      FlagName,
      z.ZodCatch<z.ZodOptional<z.ZodBoolean>>
    >,
  )
  .catch({});

/** The spec's defaults with the server's valid overrides on top. */
export function resolveFlags(overrides: unknown): Flags {
  const parsed = overridesSchema.parse(overrides ?? {});
  const flags: Record<FlagName, boolean> = { ...FLAG_DEFAULTS };
  for (const name of FLAG_NAMES) {
    const value = parsed[name];
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}
