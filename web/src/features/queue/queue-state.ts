import { atom } from "jotai";
import type { Point } from "./badge-position.ts";

/**
 * The client side of the queue (docs/product/platform.md §4 "Queue states"): idle (not in queue or left), joining,
 * waiting (modal or badge), launching (the 2 s before /play).
 */
export type QueuePhase = "idle" | "joining" | "waiting" | "launching";

export const queuePhaseAtom = atom<QueuePhase>("idle");

/** The waiting modal is minimised to the draggable badge. */
export const queueMinimisedAtom = atom(false);

/** Where the minimised badge sits (top-left corner, px); null until first placed. */
export const queueBadgePositionAtom = atom<Point | null>(null);
