import { useEffect } from "react";
import { usePlatform } from "../../lib/platform.ts";
import { useHeartbeatInterval } from "../../lib/queries/public-config.ts";
import { endGameSession, sendHeartbeat } from "../queue/queue-queries.ts";

/**
 * While the game page is open: a heartbeat keeps the queue session alive, and closing or leaving the
 * page ends it with a `keepalive` request that outlives the page (docs/product/platform.md §7), freeing the seat.
 */
export function useGameSession() {
  const { api } = usePlatform();
  const heartbeatMs = useHeartbeatInterval();
  useEffect(() => {
    void sendHeartbeat(api).catch(() => {});
    const beat = window.setInterval(() => void sendHeartbeat(api).catch(() => {}), heartbeatMs);
    const onPageHide = () => void endGameSession(api, true).catch(() => {});
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.clearInterval(beat);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [api, heartbeatMs]);
}
