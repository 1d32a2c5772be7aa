import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { isGameStreamPath } from "../../lib/game-paths.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useHeartbeatInterval } from "../../lib/queries/public-config.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { QUEUE_POLL_MS } from "./constants.ts";
import { endGameSession, queueKeys, queueStatusQuery, sendHeartbeat } from "./queue-queries.ts";
import { queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";
import { useLaunch } from "./use-launch.ts";
import { useQueueSocket } from "./use-queue-socket.ts";

// The waiting modal and its badge (with their texts, waiting/messages) load once the player waits in
// line: no first screen pays for them.
const QueueModal = lazy(async () => ({ default: (await import("./queue-modal.tsx")).QueueModal }));
const QueueBadge = lazy(async () => ({ default: (await import("./queue-badge.tsx")).QueueBadge }));

/**
 * The queue's engine, mounted once by a shell: reads the status (polled every 3 s while waiting and
 * pushed over socket.io), heartbeats while in line, launches when a seat frees up, ends a stale game
 * session on the dashboard, and shows the waiting modal or its minimised badge. Nothing runs on the
 * play pages (docs/product/platform.md §4 "polling stops").
 */
export function QueueRunner() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const [phase, setPhase] = useAtom(queuePhaseAtom);
  const minimised = useAtomValue(queueMinimisedAtom);
  const onPlay = isGameStreamPath(pathname);
  const waiting = phase === "waiting";
  const status = useQuery({
    ...queueStatusQuery(api),
    enabled: signedIn && !onPlay,
    refetchInterval: waiting && !onPlay ? QUEUE_POLL_MS : false,
  });
  useQueueSocket(signedIn && waiting && !onPlay);
  const launch = useLaunch();
  const heartbeatMs = useHeartbeatInterval();

  // A seat that frees up while waiting launches the game; a reload while in line waits again.
  useEffect(() => {
    if (onPlay || !status.data) return;
    const { isInQueue, canPlayNow } = status.data;
    if (phase === "waiting" && isInQueue && canPlayNow) launch();
    else if (phase === "idle" && isInQueue && !canPlayNow) setPhase("waiting");
    else if (phase === "waiting" && !isInQueue) setPhase("idle");
  }, [status.data, phase, onPlay, launch, setPhase]);

  // While waiting the server hears from us at its cadence (10 s by default), or the place in line expires.
  useEffect(() => {
    if (!waiting || onPlay) return;
    const beat = window.setInterval(() => void sendHeartbeat(api).catch(() => {}), heartbeatMs);
    return () => window.clearInterval(beat);
  }, [waiting, onPlay, api, heartbeatMs]);

  // On the dashboard a player who is not waiting in line has any stale game session (a seat still
  // held after leaving /play) ended, once per visit (docs/product/platform.md §4). Only what the visit found counts:
  // once the player joins or launches during the visit, the seat is theirs now, not stale (Play can
  // be pressed before the first status answer arrives).
  const endedStale = useRef(false);
  useEffect(() => {
    if (pathname !== ROUTES.dashboard) {
      endedStale.current = false;
      return;
    }
    if (endedStale.current) return;
    if (phase !== "idle") {
      endedStale.current = true;
      return;
    }
    if (!status.data) return;
    if (status.data.isInQueue && !status.data.canPlayNow) return;
    endedStale.current = true;
    endGameSession(api)
      .then(() => queryClient.invalidateQueries({ queryKey: queueKeys.status() }))
      .catch(() => {});
  }, [pathname, status.data, phase, api, queryClient]);

  if (onPlay || !waiting || !status.data) return null;
  return (
    <Suspense fallback={null}>
      {minimised ? <QueueBadge status={status.data} /> : <QueueModal status={status.data} />}
    </Suspense>
  );
}
