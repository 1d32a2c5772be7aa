import { useSyncExternalStore } from "react";
import { Button } from "../ui/button.tsx";
import { LAYER } from "../ui/layers.ts";
import type { MainActionSlot } from "./main-action-slot.ts";

/** The page's main action on the web: a full-width button at the bottom of the page, on the feedback dock. */
export function MainActionBar({ slot }: { slot: MainActionSlot }) {
  const action = useSyncExternalStore(slot.subscribe, slot.current, () => null);
  if (!action) return null;
  return (
    <div
      className={`sticky bottom-[var(--bottom-chrome,0px)] ${LAYER.pageBar} border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur`}
    >
      <div className="mx-auto flex max-w-md">
        <Button
          className="w-full"
          size="lg"
          disabled={action.disabled}
          loading={action.loading}
          onClick={() => action.onClick()}
        >
          {action.text}
        </Button>
      </div>
    </div>
  );
}
