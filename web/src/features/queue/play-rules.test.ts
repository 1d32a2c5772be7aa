import { describe, expect, it } from "vitest";
import { isFlagOn, isPlayEnabled, playAction, playBlock, playProvider } from "./play-rules.ts";

const flags = { launchGame: true, playButton: true };
const beta = { isDemo: false, hasBetaAccess: true };

describe("play rules (docs/product/platform.md §4)", () => {
  it("reads true and 't' as on, anything else as off", () => {
    expect(isFlagOn(true)).toBe(true);
    expect(isFlagOn("t")).toBe(true);
    expect(isFlagOn("f")).toBe(false);
    expect(isFlagOn(false)).toBe(false);
    expect(isFlagOn(null)).toBe(false);
  });
  it("enables play for demo or beta players only", () => {
    const base = { provider: "cloudgaming" as const, pixelUrl: null, flags };
    expect(isPlayEnabled({ ...base, user: beta })).toBe(true);
    expect(isPlayEnabled({ ...base, user: { isDemo: "t", hasBetaAccess: false } })).toBe(true);
    expect(isPlayEnabled({ ...base, user: { isDemo: false, hasBetaAccess: "t" } })).toBe(true);
    expect(isPlayEnabled({ ...base, user: { isDemo: false, hasBetaAccess: false } })).toBe(false);
    expect(isPlayEnabled({ ...base, user: undefined })).toBe(false);
  });
  it("needs a pixel-streaming URL for pixel streaming", () => {
    expect(isPlayEnabled({ user: beta, provider: "pixelstreaming", pixelUrl: null, flags })).toBe(false);
    expect(isPlayEnabled({ user: beta, provider: "pixelstreaming", pixelUrl: "", flags })).toBe(false);
    expect(isPlayEnabled({ user: beta, provider: "pixelstreaming", pixelUrl: "https://s", flags })).toBe(
      true,
    );
  });
  it("is gated by the play flags", () => {
    const base = { user: beta, provider: "cloudgaming" as const, pixelUrl: null };
    expect(isPlayEnabled({ ...base, flags: { launchGame: false, playButton: true } })).toBe(false);
    expect(isPlayEnabled({ ...base, flags: { launchGame: true, playButton: false } })).toBe(false);
  });
  it("waits for the operator's streaming setting; a failed read falls back to pixel streaming", () => {
    expect(isPlayEnabled({ user: beta, provider: undefined, pixelUrl: "https://s", flags })).toBe(false);
    expect(playProvider(undefined, false)).toBeUndefined();
    expect(playProvider(undefined, true)).toBe("pixelstreaming");
    expect(playProvider({ streamingProvider: "cloudgaming" }, false)).toBe("cloudgaming");
  });
  it("opens /play-pixel for pixel streaming, joins the queue otherwise", () => {
    expect(playAction("pixelstreaming")).toBe("open-pixel");
    expect(playAction("cloudgaming")).toBe("join-queue");
  });
});

describe("why Play is off", () => {
  const flags = { launchGame: true, playButton: true };
  const guest = { isDemo: false, hasBetaAccess: false };
  const beta = { isDemo: false, hasBetaAccess: true };
  it("names beta access for a player who is neither demo nor beta", () => {
    expect(playBlock({ user: guest, provider: "cloudgaming", pixelUrl: null, flags })).toBe("beta-access");
  });
  it("names the missing stream for pixel streaming without a URL", () => {
    expect(playBlock({ user: beta, provider: "pixelstreaming", pixelUrl: null, flags })).toBe("no-stream");
  });
  it("names the flags when play is switched off, whoever the player is", () => {
    const off = { launchGame: false, playButton: true };
    expect(playBlock({ user: guest, provider: "cloudgaming", pixelUrl: null, flags: off })).toBe(
      "switched-off",
    );
  });
  it("is loading while the player or the setting is unknown, and null when Play is on", () => {
    expect(playBlock({ user: undefined, provider: "cloudgaming", pixelUrl: null, flags })).toBe("loading");
    expect(playBlock({ user: beta, provider: undefined, pixelUrl: null, flags })).toBe("loading");
    expect(playBlock({ user: beta, provider: "cloudgaming", pixelUrl: null, flags })).toBeNull();
  });
});
