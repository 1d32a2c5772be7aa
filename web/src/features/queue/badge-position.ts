import { QUEUE_BADGE_BOX } from "./constants.ts";

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A box on screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space the badge keeps from the window's edge and from the controls it keeps clear of. */
export const BADGE_MARGIN_PX = 12;

/** The badge's drawn size: as wide as its box minus the margin, so its first place is flush right. */
export const BADGE_WIDTH_PX = QUEUE_BADGE_BOX.width - BADGE_MARGIN_PX;

/**
 * Where the minimised queue badge may sit: inside the window minus the badge's box (docs/product/economy.md §9),
 * never at a negative offset even on a window smaller than the box.
 */
export function clampBadgePosition(point: Point, viewport: Size): Point {
  const maxX = Math.max(0, viewport.width - QUEUE_BADGE_BOX.width);
  const maxY = Math.max(0, viewport.height - QUEUE_BADGE_BOX.height);
  return {
    x: Math.min(maxX, Math.max(0, point.x)),
    y: Math.min(maxY, Math.max(0, point.y)),
  };
}

/**
 * The badge's first place: the bottom-right corner, `BADGE_MARGIN_PX` from the edges, and above every
 * control it must keep clear of (the feedback dock) that shares its column; then clamped as a drag is.
 */
export function defaultBadgePosition(viewport: Size, badge: Size, keepClear: readonly Box[]): Point {
  const x = viewport.width - badge.width - BADGE_MARGIN_PX;
  let bottom = viewport.height - BADGE_MARGIN_PX;
  for (const box of keepClear) {
    const sharesColumn = box.left < x + badge.width && box.right > x;
    if (sharesColumn && box.bottom > bottom - badge.height)
      bottom = Math.min(bottom, box.top - BADGE_MARGIN_PX);
  }
  return clampBadgePosition({ x, y: bottom - badge.height }, viewport);
}
