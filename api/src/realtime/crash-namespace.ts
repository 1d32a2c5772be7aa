import { liveCrashRound } from "@jadeverse/db/games/crash-rounds";
import type { Server } from "socket.io";
import type { Deps } from "../context.ts";
import { setCrashBroadcaster } from "../lib/games/crash/broadcast.ts";
import { crashConfig, crashNow } from "../lib/games/crash/config.ts";
import { roundEvent } from "../lib/games/crash/driver.ts";
import { serializeError } from "../lib/logger.ts";
import { sharedRead } from "../lib/shared-read.ts";
import { socketAuthenticator } from "./auth.ts";
import { cashoutBatch } from "./crash-cashout-batch.ts";
import {
  type ClientToServerEvents,
  CRASH_CASHOUT_EVENT,
  CRASH_CASHOUTS_EVENT,
  CRASH_CRASHED_EVENT,
  CRASH_NAMESPACE,
  CRASH_ROUND_EVENT,
  CRASH_TICK_EVENT,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from "./events.ts";

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Namespace `/crash`: the shared round, pushed to everyone watching. A handshake with a token is
 * checked like any API call (a bad one is refused `UNAUTHORIZED`) and joins its player's room; one
 * without a token watches as a spectator (the namespace only pushes; bets and cash-outs are HTTP).
 * Each socket gets the round as it stands when it connects. Cash-outs are pushed a tick's worth at a
 * time (`crash:cashouts`), never one push per cash-out to every socket. Emits are namespace broadcasts, so with
 * the Redis adapter the round driver's events (on whichever instance holds the `crash-rounds` lease)
 * reach the sockets of every instance.
 */
export function registerCrashNamespace(io: IoServer, deps: Deps, isOurOrigin: (origin: string) => boolean) {
  const log = deps.logger.child({ component: "realtime", namespace: CRASH_NAMESPACE });
  const nsp = io.of(CRASH_NAMESPACE);
  nsp.use(socketAuthenticator(deps, log, isOurOrigin, { spectators: true }));
  // A crowd connecting together (a client fleet, everyone back after a deploy) shares one read.
  const liveRound = sharedRead(() => liveCrashRound(deps.db.orm));
  nsp.on("connection", (socket) => {
    if (socket.data.userId) void socket.join(`user:${socket.data.userId}`);
    const config = crashConfig(deps.env);
    if (!config) return;
    void liveRound()
      .then((round) => {
        if (round) socket.emit(CRASH_ROUND_EVENT, roundEvent(round, config, crashNow(deps)));
      })
      .catch((error) => log.error("first crash push failed", { error: serializeError(error) }));
  });
  const emit = (send: () => void) => {
    try {
      send();
    } catch (error) {
      log.warn("crash push failed", { error: serializeError(error) });
    }
  };
  // Cash-outs go out together on the next tick (crash-cashout-batch.ts): each tick is one push to
  // every socket, never two; alone if no tick came within two ticks' time, and before a phase change
  // (after the crash itself).
  const cashouts = cashoutBatch(
    (event) => emit(() => nsp.emit(CRASH_CASHOUTS_EVENT, event)),
    2 * (crashConfig(deps.env)?.tickMs ?? 100),
  );
  setCrashBroadcaster(deps, {
    round: (event) => {
      cashouts.flush();
      emit(() => nsp.emit(CRASH_ROUND_EVENT, event));
    },
    tick: (event) => {
      const lines = cashouts.take(event.roundId);
      const tick = lines ? { ...event, cashouts: lines.cashouts, cashoutsTotal: lines.total } : event;
      emit(() => nsp.emit(CRASH_TICK_EVENT, tick));
    },
    cashout: (event, userId) => {
      emit(() => nsp.to(`user:${userId}`).emit(CRASH_CASHOUT_EVENT, event));
      cashouts.add(event);
    },
    // The crash goes first, ahead of the last tick's cash-outs: at a crowd each push reaches every
    // socket one after another, and the crash is what every player waits for.
    crashed: (event) => {
      emit(() => nsp.emit(CRASH_CRASHED_EVENT, event));
      cashouts.flush();
    },
  });
}
