import { QueueRunner } from "@jadeverse/web/features/queue/queue-runner.tsx";
import { PlayerStrip } from "./balances.tsx";

/**
 * What the shell adds once signed in, in its own chunk (the first screen does not wait for it): the
 * player's strip under the header, and the queue (modal, badge, launch) as on the web.
 */
export function PlayerStripSlot() {
  return <PlayerStrip />;
}

export function QueueSlot() {
  return <QueueRunner />;
}
