/** The spec's boolean flags may arrive as `true` or as the string `'t'` (spec 000 §3). */
export type LooseFlag = boolean | "t" | string | null | undefined;

export const isFlagOn = (value: LooseFlag): boolean => value === true || value === "t";

export type StreamingProvider = "pixelstreaming" | "cloudgaming";

export interface PlayInputs {
  user: { isDemo: LooseFlag; hasBetaAccess: LooseFlag } | undefined;
  provider: StreamingProvider;
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
  if (!isFlagOn(user.isDemo) && !isFlagOn(user.hasBetaAccess)) return false;
  if (provider === "pixelstreaming" && !pixelUrl) return false;
  return true;
}

/** What pressing Play does: open the pixel-streaming page, or join the queue (spec 000 §4). */
export const playAction = (provider: StreamingProvider): "open-pixel" | "join-queue" =>
  provider === "pixelstreaming" ? "open-pixel" : "join-queue";
