import { ROUTES } from "./constants.ts";

/**
 * The pages that are the streamed game (/play, /play-pixel): nothing floats over the stream there
 * (no feedback dock, no queue overlay), and the queue is not polled.
 */
export const isGameStreamPath = (pathname: string): boolean =>
  pathname === ROUTES.play || pathname === ROUTES.playPixel;
