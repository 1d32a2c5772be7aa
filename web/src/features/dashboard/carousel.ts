import { AVATAR_CAROUSEL } from "./constants.ts";

/** The slide after `index`, wrapping from the last to the first (docs/product/platform.md §4). */
export const nextSlide = (index: number, count: number): number => (count <= 0 ? 0 : (index + 1) % count);

/** The slide before `index`, wrapping from the first to the last. */
export const previousSlide = (index: number, count: number): number =>
  count <= 0 ? 0 : (index - 1 + count) % count;

/** Slides the avatar carousel shows at once: 3 above the mobile breakpoint, 1 at or below it. */
export const visibleAvatars = (wide: boolean): number =>
  wide ? AVATAR_CAROUSEL.visibleWide : AVATAR_CAROUSEL.visibleNarrow;

/** A list of 2 or 3 avatars is duplicated so the carousel can loop (docs/product/platform.md §2); others stay as they are. */
export function loopableAvatars<T>(items: readonly T[]): T[] {
  const short = items.length >= AVATAR_CAROUSEL.duplicateMin && items.length <= AVATAR_CAROUSEL.duplicateMax;
  return short ? [...items, ...items] : [...items];
}
