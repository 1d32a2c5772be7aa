import { describe, expect, it } from "vitest";
import { FLAG_DEFAULTS, resolveFlags } from "./flags.ts";

describe("resolveFlags", () => {
  it("gives the spec's defaults without overrides", () => {
    expect(resolveFlags(undefined)).toEqual(FLAG_DEFAULTS);
    expect(resolveFlags(null)).toEqual(FLAG_DEFAULTS);
    expect(FLAG_DEFAULTS.launchGame && FLAG_DEFAULTS.playButton && FLAG_DEFAULTS.buyPacks).toBe(true);
    expect(FLAG_DEFAULTS.search || FLAG_DEFAULTS.favorites || FLAG_DEFAULTS.playEnabled).toBe(false);
  });

  it("puts the server's overrides over the defaults", () => {
    const flags = resolveFlags({ search: true, launchGame: false });
    expect(flags.search).toBe(true);
    expect(flags.launchGame).toBe(false);
    expect(flags.favorites).toBe(false);
  });

  it("ignores unknown names and non-boolean values", () => {
    const flags = resolveFlags({ search: "yes", favorites: true, somethingElse: true });
    expect(flags.search).toBe(false);
    expect(flags.favorites).toBe(true);
    expect(flags).not.toHaveProperty("somethingElse");
  });
});
