import { useAtomValue, useSetAtom } from "jotai";
import { dialogAtom } from "./dialog-state.ts";

/** Opens an app popup (`null` closes it): the one way other features reach the dialog host. */
export const useSetDialog = () => useSetAtom(dialogAtom);

/** Whether an app popup is open (a page waits for the wallet modal to close before its own dialog). */
export const useAppDialogOpen = () => useAtomValue(dialogAtom) !== null;
