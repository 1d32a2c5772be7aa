import { QUEUE_BADGE_BOX } from "./constants.ts";

export interface Point {
  x: number;
  y: number;
}

/**
 * Where the minimised queue badge may sit: inside the window minus the badge's box (spec 001 §9),
 * never at a negative offset even on a window smaller than the box.
 */
export function clampBadgePosition(point: Point, viewport: { width: number; height: number }): Point {
  const maxX = Math.max(0, viewport.width - QUEUE_BADGE_BOX.width);
  const maxY = Math.max(0, viewport.height - QUEUE_BADGE_BOX.height);
  return {
    x: Math.min(maxX, Math.max(0, point.x)),
    y: Math.min(maxY, Math.max(0, point.y)),
  };
}
