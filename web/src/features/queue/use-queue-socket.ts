import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { accessTokenAtom } from "../../state/auth.ts";
import { QUEUE_SOCKET } from "./constants.ts";
import { queueKeys } from "./queue-queries.ts";
import { queueStatusSchema } from "./queue-schemas.ts";

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
      const socket = io(QUEUE_SOCKET.namespace, {
        path: "/socket.io",
        withCredentials: true,
        auth: token ? { token } : {},
        transports: ["websocket", "polling"],
      });
      socket.on(QUEUE_SOCKET.statusEvent, (payload: unknown) => {
        const parsed = queueStatusSchema.safeParse(payload);
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
