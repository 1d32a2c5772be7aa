import {
  type ClientToServerEvents,
  QUEUE_NAMESPACE,
  QUEUE_STATUS_EVENT,
  queueStatusResponse,
  type ServerToClientEvents,
  SOCKET_PATH,
} from "@jadeverse/api/client/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import type { Socket } from "socket.io-client";
import { accessTokenAtom } from "../../state/auth.ts";
import { queueKeys } from "./queue-queries.ts";

/**
 * While `enabled`, listens on the socket.io `/queue` namespace and writes each `queue:status` push
 * into the status query, so a position change shows at once; the 3 s poll keeps working without it.
 * socket.io-client is imported on demand: pages that never wait in the queue never load it.
 */
export function useQueueSocket(enabled: boolean) {
  const queryClient = useQueryClient();
  const token = useAtomValue(accessTokenAtom);
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let disconnect = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(QUEUE_NAMESPACE, {
        path: SOCKET_PATH,
        withCredentials: true,
        auth: token ? { token } : {},
        transports: ["websocket", "polling"],
      });
      // The push is typed by the event map and still checked: a malformed one is ignored.
      socket.on(QUEUE_STATUS_EVENT, (payload: unknown) => {
        const parsed = queueStatusResponse.safeParse(payload);
        if (parsed.success) queryClient.setQueryData(queueKeys.status(), parsed.data);
      });
      disconnect = () => socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [enabled, token, queryClient]);
}
