import type { StreamingConfig } from "@jadeverse/api/client/contracts";

/** The spec's boolean flags may arrive as `true` or as the string `'t'` (spec 000 §3). */
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
 * Spec 000 §4 "Play button": enabled only for demo or beta players, for pixel streaming only when a
 * pixel-streaming URL exists, and only while the play flags are on.
 */
export function isPlayEnabled({ user, provider, pixelUrl, flags }: PlayInputs): boolean {
  if (!user || !flags.launchGame || !flags.playButton) return false;
  // Until the setting is known Play waits: guessing would send a quick player to the wrong game page.
  if (!provider) return false;
  if (!isFlagOn(user.isDemo) && !isFlagOn(user.hasBetaAccess)) return false;
  if (provider === "pixelstreaming" && !pixelUrl) return false;
  return true;
}

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

/** What pressing Play does: open the pixel-streaming page, or join the queue (spec 000 §4). */
export const playAction = (provider: StreamingProvider): "open-pixel" | "join-queue" =>
  provider === "pixelstreaming" ? "open-pixel" : "join-queue";
