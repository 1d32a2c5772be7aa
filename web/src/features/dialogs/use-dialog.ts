import { useSetAtom } from "jotai";
import { dialogAtom } from "./dialog-state.ts";

/** Opens an app popup (`null` closes it): the one way other features reach the dialog host. */
export const useSetDialog = () => useSetAtom(dialogAtom);
