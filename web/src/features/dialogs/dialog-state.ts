import { atom } from "jotai";
import type { AppDialog } from "./dialog-types.ts";

/** The open app popup; private to this feature (others use `useSetDialog`, use-dialog.ts). */
export const dialogAtom = atom<AppDialog | null>(null);
