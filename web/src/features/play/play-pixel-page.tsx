import { GameFrame } from "./game-frame.tsx";

/**
 * `/play-pixel` (protected): the pixel-streaming game. Pixel streaming skips the queue (docs/product/platform.md §4),
 * so there is no queue session to guard here; the stream address comes only to demo or beta players.
 */
export function PlayPixelPage() {
  return <GameFrame />;
}
