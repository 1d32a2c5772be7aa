import { Server as Engine } from "@socket.io/bun-engine";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Deps, PaymentSettlement } from "../context.ts";
import { serializeError } from "../lib/logger.ts";
import { PUSH_COALESCE_MS } from "../lib/queue/constants.ts";
import { queueStatusesFor, queueStatusFor } from "../lib/queue/service.ts";
import { socketAuthenticator } from "./auth.ts";
import { registerCrashNamespace } from "./crash-namespace.ts";
import {
  type ClientToServerEvents,
  CRYPTO_NAMESPACE,
  type InterServerEvents,
  PAYMENT_FAILED_EVENT,
  PAYMENT_SUCCESS_EVENT,
  QUEUE_NAMESPACE,
  QUEUE_REFRESH_EVENT,
  QUEUE_STATUS_EVENT,
  queueRefreshPayload,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOLANA_NAMESPACE,
  type SocketData,
} from "./events.ts";

type QueueServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type BunEngineHandler = ReturnType<Engine["handler"]>;

export interface Realtime {
  /** Whether a request is socket.io's (its path); the rest goes to the HTTP platform. */
  handles(request: Request): boolean;
  handleRequest: BunEngineHandler["fetch"];
  /** Bun.serve's `websocket` handlers and the idle timeout socket.io's heartbeat needs. */
  websocket: BunEngineHandler["websocket"];
  idleTimeout: number;
  /** Called after every queue change (also on other instances, through Redis). */
  queueChanged(): void;
  /** Tells a buyer's sockets on the rail's namespace how their crypto payment ended. */
  paymentSettled(userId: number, rail: "evm" | "solana", event: PaymentSettlement): void;
  /** This instance's connected sockets by namespace (the metrics scrape). */
  socketCounts(): Record<string, number>;
  /** Resolves once every pending push of this instance has been sent (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** `@socket.io/redis-adapter` over this Redis, so an emit on one instance reaches the others. */
  redisUrl?: string | undefined;
}

/**
 * socket.io on Bun's own HTTP server through `@socket.io/bun-engine` (no node:http polyfill: the
 * API and the sockets share one `Bun.serve`). Namespace `/queue`: the handshake is authenticated like
 * any API call, each socket joins its player's room, and whenever the queue changes every connected
 * player gets their new `queue:status`. A change anywhere reaches every instance: the instance that
 * made it tells the others (`serverSideEmit` over the Redis adapter) and each one recomputes the
 * statuses of its own sockets from the database in one read, coalesced over a short window.
 */
export async function createRealtime(deps: Deps, options: RealtimeOptions = {}): Promise<Realtime> {
  const log = deps.logger.child({ component: "realtime" });
  const origins = new Set([new URL(deps.env.PUBLIC_URL).origin, ...deps.env.CORS_ORIGINS]);
  const io: QueueServer = new Server({ serveClient: false });
  const engine = new Engine({
    path: SOCKET_PATH,
    cors: { origin: [...origins], credentials: true },
    maxHttpBufferSize: 16 * 1024,
  });
  io.bind(engine as unknown as Parameters<QueueServer["bind"]>[0]);

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    pub.on("error", (error) => log.warn("redis publisher error", { error: serializeError(error) }));
    sub.on("error", (error) => log.warn("redis subscriber error", { error: serializeError(error) }));
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: "jadeverse.socket.io" }));
  }

  const nsp = io.of(QUEUE_NAMESPACE);
  // Every namespace authenticates its handshake like any API call and puts the socket in its
  // player's room.
  const authenticate = socketAuthenticator(deps, log, (o) => origins.has(o), { spectators: false });
  nsp.use(authenticate);
  const payments = { evm: io.of(CRYPTO_NAMESPACE), solana: io.of(SOLANA_NAMESPACE) } as const;
  for (const namespace of Object.values(payments)) {
    namespace.use(authenticate);
    namespace.on("connection", (socket) => void socket.join(`user:${socket.data.userId}`));
  }
  registerCrashNamespace(io, deps, (o) => origins.has(o));

  const send = (
    socket: { data: SocketData; emit: QueueServer["emit"] },
    status: Parameters<ServerToClientEvents["queue:status"]>[0],
  ) => {
    const json = JSON.stringify(status);
    if (socket.data.lastSent === json) return;
    socket.data.lastSent = json;
    socket.emit(QUEUE_STATUS_EVENT, status);
  };

  nsp.on("connection", (socket) => {
    void socket.join(`user:${socket.data.userId}`);
    void queueStatusFor(deps, socket.data.userId)
      .then((status) => send(socket, status))
      .catch((error) => log.error("first queue push failed", { error: serializeError(error) }));
    socket.on(QUEUE_REFRESH_EVENT, (payload, ack) => {
      if (!queueRefreshPayload.safeParse(payload ?? {}).success) return;
      void queueStatusFor(deps, socket.data.userId)
        .then((status) => {
          socket.data.lastSent = JSON.stringify(status);
          if (typeof ack === "function") ack(status);
          else socket.emit(QUEUE_STATUS_EVENT, status);
        })
        .catch((error) => {
          log.error("queue refresh failed", { error: serializeError(error) });
          if (typeof ack === "function") ack(null);
        });
    });
  });

  // Pushes to this instance's sockets: one read of the queue for all of them, at most once per window.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  const pushLocal = async () => {
    const sockets = [...nsp.sockets.values()];
    if (sockets.length === 0) return;
    const statuses = await queueStatusesFor(deps, new Set(sockets.map((s) => s.data.userId)));
    for (const socket of sockets) {
      const status = statuses.get(socket.data.userId);
      if (status) send(socket, status);
    }
  };
  const schedule = () => {
    if (timer) {
      again = true;
      return;
    }
    timer = setTimeout(() => {
      running = running
        .then(pushLocal)
        .catch((error) => log.error("queue push failed", { error: serializeError(error) }))
        .finally(() => {
          timer = undefined;
          if (again) {
            again = false;
            schedule();
          }
        });
    }, PUSH_COALESCE_MS);
  };
  nsp.on("queue:changed", schedule);

  let tellTimer: ReturnType<typeof setTimeout> | undefined;
  const tellOthers = () => {
    if (!redis || tellTimer) return;
    tellTimer = setTimeout(() => {
      tellTimer = undefined;
      nsp.serverSideEmit("queue:changed");
    }, PUSH_COALESCE_MS);
  };

  const handler = engine.handler();
  return {
    handles: (request) => new URL(request.url).pathname === SOCKET_PATH,
    handleRequest: (request, server) => engine.handleRequest(request, server),
    websocket: handler.websocket,
    idleTimeout: handler.idleTimeout,
    socketCounts() {
      return Object.fromEntries([...io._nsps].map(([name, namespace]) => [name, namespace.sockets.size]));
    },
    queueChanged() {
      schedule();
      tellOthers();
    },
    paymentSettled(userId, rail, event) {
      // A room emit: through the Redis adapter it reaches the buyer's sockets on every instance.
      const room = payments[rail].to(`user:${userId}`);
      if (event.type === "payment:success")
        room.emit(PAYMENT_SUCCESS_EVENT, { transferId: event.transferId, gemsAmount: event.gemsAmount });
      else room.emit(PAYMENT_FAILED_EVENT, { transferId: event.transferId, reason: event.reason });
    },
    async idle() {
      while (timer || tellTimer) await new Promise((resolve) => setTimeout(resolve, PUSH_COALESCE_MS));
      await running;
    },
    async close() {
      clearTimeout(timer);
      clearTimeout(tellTimer);
      timer = undefined;
      tellTimer = undefined;
      await running;
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) {
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
    },
  };
}
