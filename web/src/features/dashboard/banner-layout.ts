/**
 * The banner carousel's boxes. The loading placeholder is the loaded carousel itself with the art still to
 * come: the same slides in the same grid cell, each a picture box (3:1 at every width) over its call-to-action
 * row, and the same indicator row. It keeps the loaded height at every width, so nothing below the
 * carousel moves when the banners arrive (a shorter placeholder shifted the home by ~270 px).
 */

/** How a slide is drawn: over its API picture, in words (the spec's default slides), or while loading. */
export type SlideLook = "pictured" | "drawn" | "pending";

/** The picture's box, and the placeholder's in its place. */
export const BANNER_ART = "aspect-[3/1] w-full";
/** The indicator lines' row, and each line. */
export const BANNER_INDICATORS = "flex justify-center gap-2 pb-4";
export const BANNER_INDICATOR = "h-1 w-8 rounded-full";

export function slideLook(imageUrl: string | undefined, pending: boolean): SlideLook {
  if (pending) return "pending";
  return imageUrl ? "pictured" : "drawn";
}

/** A slide's own classes: the picture-less look is the drawn one; the others lay out as a pictured slide. */
export function slideClasses(look: SlideLook): { article: string; words: string; actions: string } {
  const drawn = look === "drawn";
  return {
    article: drawn ? "min-h-64 justify-end p-6 sm:p-8" : "",
    words: drawn ? "flex flex-col gap-3" : "sr-only",
    actions: `flex flex-wrap items-center gap-3${drawn ? "" : " px-5 pt-1"}${look === "pending" ? " invisible" : ""}`,
  };
}
