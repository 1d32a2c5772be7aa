import type { TutorialStep } from "@jadeverse/api/client";
import { atom } from "jotai";

/** The step shown now; `null` until the player changes it here (then the server's value is used). */
export const tutorialStepAtom = atom<TutorialStep | null>(null);

/** The welcome avatar picker is open and unconfirmed: the tutorial waits for it (docs/product/platform.md §4). */
export const avatarSelectionPendingAtom = atom(false);
