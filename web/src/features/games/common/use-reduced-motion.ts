import { useMediaQuery } from "../../../lib/use-media-query.ts";

/** True when the player asked the system for less motion: the games then show results at once. */
export const useReducedMotion = (): boolean => useMediaQuery("(prefers-reduced-motion: reduce)");

/** `ms`, or 0 when motion is reduced. */
export const motionMs = (ms: number, reduced: boolean): number => (reduced ? 0 : ms);
