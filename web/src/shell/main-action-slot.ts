import type { MainAction } from "../lib/platform.ts";

/**
 * The web's stand-in for Telegram's MainButton: the page's current main action, which the web layout
 * renders as a button (main-action-bar.tsx). The last page to declare one wins; removing it restores
 * the previous one.
 */
export function createMainActionSlot() {
  let actions: MainAction[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(action: MainAction): () => void {
      actions = [...actions, action];
      emit();
      return () => {
        actions = actions.filter((entry) => entry !== action);
        emit();
      };
    },
    current: (): MainAction | null => actions.at(-1) ?? null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MainActionSlot = ReturnType<typeof createMainActionSlot>;
