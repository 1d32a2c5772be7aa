import { useAtom } from "jotai";
import { type ReactNode, Suspense } from "react";
import { dialogAtom } from "./dialog-state.ts";
import type { AppDialog } from "./dialog-types.ts";

/** Draws one popup; `onClose` sets the open popup back to none. */
export type DialogRenderer = (dialog: AppDialog, onClose: () => void) => ReactNode;

/**
 * Renders the open app popup (one at a time) with the shell's renderer, which lazy-loads each
 * popup's code on first use. The shell names the features' popups, so this feature depends on none.
 */
export function DialogHost({ render }: { render: DialogRenderer }) {
  const [dialog, setDialog] = useAtom(dialogAtom);
  if (!dialog) return null;
  return (
    <Suspense key={dialog.kind} fallback={null}>
      {render(dialog, () => setDialog(null))}
    </Suspense>
  );
}
