import {
  CRASH_CASHOUT_EVENT,
  CRASH_CASHOUTS_EVENT,
  CRASH_CRASHED_EVENT,
  CRASH_NAMESPACE,
  CRASH_ROUND_EVENT,
  CRASH_TICK_EVENT,
  type CrashCashoutEvent,
  type CrashCashoutsEvent,
  type CrashCrashedEvent,
  type CrashEvents,
  type CrashRoundEvent,
  type CrashTickEvent,
  SOCKET_PATH,
} from "@jadeverse/api/client/games";
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import { accessTokenAtom } from "../../../state/auth.ts";

export interface CrashSocketHandlers {
  round(event: CrashRoundEvent): void;
  tick(event: CrashTickEvent): void;
  cashout(event: CrashCashoutEvent): void;
  /** The player's own bet was cashed out (an automatic cash-out is paid by the server's round driver). */
  ownCashout(event: CrashCashoutEvent): void;
  crashed(event: CrashCrashedEvent): void;
  /** The socket (re)connected: the caller may refetch what it missed. */
  connected(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && typeof (value as { roundId?: unknown }).roundId === "number";

/**
 * Listens on the socket.io `/crash` namespace while mounted: the shared round's phase, ticks,
 * others' cash-outs and the crash. The session's bearer goes in the handshake where there is one (the
 * Mini App); the web's cookie rides along (`withCredentials`). socket.io-client loads on demand.
 */
export function useCrashSocket(handlers: CrashSocketHandlers) {
  const token = useAtomValue(accessTokenAtom);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let closed = false;
    let disconnect = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      const socket: Socket<CrashEvents> = io(CRASH_NAMESPACE, {
        path: SOCKET_PATH,
        withCredentials: true,
        auth: token ? { token } : {},
        transports: ["websocket", "polling"],
      });
      socket.on("connect", () => latest.current.connected());
      socket.on(CRASH_ROUND_EVENT, (event: unknown) => {
        if (isObject(event)) latest.current.round(event as unknown as CrashRoundEvent);
      });
      socket.on(CRASH_TICK_EVENT, (event: unknown) => {
        if (!isObject(event)) return;
        const tick = event as unknown as CrashTickEvent;
        latest.current.tick(tick);
        // The cash-outs since the last tick ride on it.
        if (Array.isArray(tick.cashouts))
          for (const line of tick.cashouts) latest.current.cashout({ roundId: tick.roundId, ...line });
      });
      socket.on(CRASH_CASHOUT_EVENT, (event: unknown) => {
        if (isObject(event)) latest.current.ownCashout(event as unknown as CrashCashoutEvent);
      });
      // Everyone's cash-outs, a tick's worth at a time (the largest, when many cashed out at once).
      socket.on(CRASH_CASHOUTS_EVENT, (event: unknown) => {
        if (!isObject(event) || !Array.isArray(event.cashouts)) return;
        const { roundId, cashouts } = event as unknown as CrashCashoutsEvent;
        for (const line of cashouts) latest.current.cashout({ roundId, ...line });
      });
      socket.on(CRASH_CRASHED_EVENT, (event: unknown) => {
        if (isObject(event)) latest.current.crashed(event as unknown as CrashCrashedEvent);
      });
      disconnect = () => socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect();
    };
  }, [token]);
}
