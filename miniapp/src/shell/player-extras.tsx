import { AvatarPicker, QueueRunner } from "@jadeverse/web/player";
import { PlayerStrip } from "./balances.tsx";

/**
 * What the shell adds once signed in, in its own chunk (the first screen does not wait for it): the
 * player's strip under the header, the welcome picker (avatar and nickname) for a new player, and the
 * queue (modal, badge, launch) as on the web.
 */
export function PlayerStripSlot() {
  return (
    <>
      <PlayerStrip />
      <AvatarPicker />
    </>
  );
}

export function QueueSlot() {
  return <QueueRunner />;
}
