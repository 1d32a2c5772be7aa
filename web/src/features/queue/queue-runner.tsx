import { useQuery } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { QUEUE_POLL_MS } from "./constants.ts";
import { QueueBadge } from "./queue-badge.tsx";
import { QueueModal } from "./queue-modal.tsx";
import { endGameSession, queueStatusQuery } from "./queue-queries.ts";
import { queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";
import { useLaunch } from "./use-launch.ts";
import { useQueueSocket } from "./use-queue-socket.ts";

/**
 * The queue's engine, mounted once by a shell: reads the status (polled every 3 s while waiting and
 * pushed over socket.io), launches when a seat frees up, ends a stale game session on the dashboard,
 * and shows the waiting modal or its minimised badge. Polling stops on /play (spec 000 §4).
 */
export function QueueRunner() {
  const { api } = usePlatform();
  const { pathname } = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  const [phase, setPhase] = useAtom(queuePhaseAtom);
  const minimised = useAtomValue(queueMinimisedAtom);
  const onPlay = pathname === ROUTES.play || pathname === ROUTES.playPixel;
  const waiting = phase === "waiting";
  const status = useQuery({
    ...queueStatusQuery(api),
    enabled: signedIn && !onPlay,
    refetchInterval: waiting && !onPlay ? QUEUE_POLL_MS : false,
  });
  useQueueSocket(signedIn && waiting && !onPlay);
  const launch = useLaunch();

  // A reload while queued finds the player waiting again; a seat that frees up launches the game.
  useEffect(() => {
    if (onPlay || !status.data) return;
    if (status.data.isInQueue && status.data.canPlayNow && (phase === "waiting" || phase === "idle"))
      launch();
    else if (status.data.isInQueue && !status.data.canPlayNow && phase === "idle") setPhase("waiting");
    else if (!status.data.isInQueue && phase === "waiting") setPhase("idle");
  }, [status.data, phase, onPlay, launch, setPhase]);

  // On the dashboard a player who is not queued has any stale game session ended, once per visit.
  const endedStale = useRef(false);
  useEffect(() => {
    if (pathname !== ROUTES.dashboard) {
      endedStale.current = false;
      return;
    }
    if (endedStale.current || !status.data || status.data.isInQueue || phase !== "idle") return;
    endedStale.current = true;
    endGameSession(api).catch(() => {});
  }, [pathname, status.data, phase, api]);

  if (onPlay || !waiting || !status.data) return null;
  return minimised ? <QueueBadge status={status.data} /> : <QueueModal status={status.data} />;
}
