import { useFlags } from "../../lib/queries/public-config.ts";

/** The flags gating the Play button (docs/product/platform.md §3): launch game and the "Play {product}" button. */
export function usePlayFlags() {
  const flags = useFlags();
  return { launchGame: flags.launchGame, playButton: flags.playButton };
}
