import type { StreamingConfig } from "@jadeverse/api/client/contracts";

/** The spec's boolean flags may arrive as `true` or as the string `'t'` (docs/product/platform.md §3). */
export type LooseFlag = boolean | "t" | string | null | undefined;

export const isFlagOn = (value: LooseFlag): boolean => value === true || value === "t";

/** The operator's streaming provider, as `GET /api/streaming-config` names it. */
export type StreamingProvider = StreamingConfig["streamingProvider"];

export interface PlayInputs {
  user: { isDemo: LooseFlag; hasBetaAccess: LooseFlag } | undefined;
  /** The operator's streaming setting; undefined while it is still being read. */
  provider: StreamingProvider | undefined;
  /** `GET /api/users/pixelstreaming-url`; null or empty when there is none. */
  pixelUrl: string | null | undefined;
  /** Feature flags gating play (launch game, "Play {product}" button). */
  flags: { launchGame: boolean; playButton: boolean };
}

/**
 * Why Play is off, or null when it is on (docs/product/platform.md §4 "Play button": enabled only for demo or beta
 * players, for pixel streaming only when a pixel-streaming URL exists, and only while the play flags
 * are on). "loading": the player or the streaming setting is still being read.
 */
export type PlayBlock = "loading" | "switched-off" | "beta-access" | "no-stream";

export function playBlock({ user, provider, pixelUrl, flags }: PlayInputs): PlayBlock | null {
  if (!flags.launchGame || !flags.playButton) return "switched-off";
  // Until the setting is known Play waits: guessing would send a quick player to the wrong game page.
  if (!user || !provider) return "loading";
  if (!isFlagOn(user.isDemo) && !isFlagOn(user.hasBetaAccess)) return "beta-access";
  if (provider === "pixelstreaming" && !pixelUrl) return "no-stream";
  return null;
}

export const isPlayEnabled = (inputs: PlayInputs): boolean => playBlock(inputs) === null;

/**
 * The provider Play follows: the operator's setting once read; pixel streaming (the spec's default)
 * when it could not be read; undefined while it is loading.
 */
export function playProvider(
  setting: { streamingProvider: StreamingProvider } | undefined,
  failed: boolean,
): StreamingProvider | undefined {
  return setting?.streamingProvider ?? (failed ? "pixelstreaming" : undefined);
}

/** What pressing Play does: open the pixel-streaming page, or join the queue (docs/product/platform.md §4). */
export const playAction = (provider: StreamingProvider): "open-pixel" | "join-queue" =>
  provider === "pixelstreaming" ? "open-pixel" : "join-queue";
