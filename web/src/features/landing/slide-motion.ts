import { directionOf } from "@jadeverse/api/client/i18n";
import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";

/**
 * How the landing's carousels (the missions, the roadmap swiper) move, in either reading direction
 * (docs/i18n.md "Right to left"). Slides go forward in reading order: to the right of the active one
 * left to right, to its left right to left (Arabic), so a physical offset is flipped there; swiping
 * and the arrow keys follow the slides, the Previous/Next buttons keep their meaning.
 */
export type Direction = "ltr" | "rtl";

/** The page's reading direction, as `<html dir>` has it (from the language). */
export const useDirection = (): Direction => directionOf(useAtomValue(localeAtom));

/** `value` as a physical left-to-right quantity: unchanged left to right, mirrored right to left. */
const physical = (value: number, direction: Direction) => (direction === "rtl" ? 0 - value : value);

/** Where slide `index` sits relative to the `active` one of `count`, wrapped into -⌊count/2⌋… (a loop). */
export function loopOffset(index: number, active: number, count: number): number {
  const half = Math.floor(count / 2);
  return ((index - active + count + half) % count) - half;
}

/** `translateX` of a slide `offset` places after the active one, in % of its width. */
export const slideShift = (offset: number, direction: Direction): number => physical(offset * 100, direction);

/**
 * `translateX` of a row of cards, each `cardPercent` of the row wide, that centres card `active`
 * (the row starts at its reading start: the left, or the right right to left).
 */
export const rowShift = (active: number, cardPercent: number, direction: Direction): number =>
  physical((100 - cardPercent) / 2 - active * cardPercent, direction);

/** Slides to move for a swipe of `travel` px (positive: to the right): 1 forward, -1 back, 0 none. */
export function swipeStep(travel: number, threshold: number, direction: Direction): -1 | 0 | 1 {
  if (Math.abs(travel) < threshold) return 0;
  // Dragging the slides against the reading direction brings the next one in.
  return physical(travel, direction) < 0 ? 1 : -1;
}

/** Slides to move for a key: the arrow pointing the reading direction goes forward. */
export function keyStep(key: string, direction: Direction): -1 | 0 | 1 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  return physical(key === "ArrowRight" ? 1 : -1, direction) > 0 ? 1 : -1;
}
