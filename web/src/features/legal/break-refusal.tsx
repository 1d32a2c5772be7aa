import { breakEndText } from "../../lib/break-text.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";

/**
 * The page a call refused during a break opens (403 PLAYER_ON_BREAK, docs/security.md "Taking a
 * break"): what is paused and until when.
 */
export function BreakRefusal({ until, kind, onClose }: { until: string; kind: string; onClose(): void }) {
  return (
    <Dialog
      title="You are taking a break"
      description={`Games, the wheel, gem purchases and swaps are paused ${breakEndText(until, kind)}.`}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4 text-sm text-muted">
        <p>
          You chose this break in Settings, and it cannot be shortened. Your balances, items and history are
          kept; you can still read your account and the public pages.
        </p>
        <Button onClick={onClose}>OK</Button>
      </div>
    </Dialog>
  );
}
