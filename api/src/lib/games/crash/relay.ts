import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { z } from "zod";
import { type Logger, serializeError } from "../../logger.ts";
import { crashBetResponse, crashCashoutBody } from "./schemas.ts";

/**
 * The crash cash-out relay between API instances (docs/crash.md "Settling in sets", across
 * instances): the instance that drives the rounds settles every cash-out, so the database has one
 * writer of crash settlements and each of its transactions takes the players' cash-outs of every instance together with the
 * round's automatic ones (two or three writers taking turns on one write lock made every set wait for
 * the others). An instance that does not drive publishes a cash-out on one Redis channel, which only
 * the driving instance listens on, and waits for the answer on its own channel. When nobody listens
 * (no driver, a lease changing hands), Redis fails, the driver cannot settle it or no answer comes in
 * time, the instance settles the cash-out itself: the compare-and-set on the bet and the request's key
 * still pay it once, whoever settles it.
 */
const channels = (namespace: string, instance: string) => ({
  requests: `jv:crash:${namespace}:cashouts`,
  mine: `jv:crash:${namespace}:cashout-answers:${instance}`,
});

/** How long a relayed cash-out waits for the driver's answer before the instance settles it itself. */
export const RELAY_TIMEOUT_MS = 5_000;

export const relayedCashout = z.strictObject({
  id: z.string().min(1).max(64),
  replyTo: z.string().min(1).max(128),
  userId: z.number().int().positive(),
  body: crashCashoutBody,
  /** The server instant the request arrived where the player sent it (ms): the curve's then decides. */
  at: z.number().int().nonnegative(),
});
export type RelayedCashout = z.infer<typeof relayedCashout>;

const relayError = z.strictObject({
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  message: z.string(),
  details: z.unknown().optional(),
});
/** The driver's answer: the cash-out as answered, the error it is refused with, or "settle it yourself". */
export const relayAnswer = z.union([
  z.strictObject({ ok: crashBetResponse }),
  z.strictObject({ error: relayError }),
  z.strictObject({ local: z.literal(true) }),
]);
export type RelayAnswer = z.infer<typeof relayAnswer>;
const reply = z.intersection(z.strictObject({ id: z.string() }).passthrough(), relayAnswer);

export interface CrashRelay {
  /** Whether this instance settles relayed cash-outs now (it drives the rounds). */
  readonly serving: boolean;
  /** Sends a cash-out to the driving instance; undefined: nobody answered, settle it here. */
  forward(
    request: Omit<RelayedCashout, "id" | "replyTo">,
  ): Promise<Exclude<RelayAnswer, { local: true }> | undefined>;
  /** Settles the cash-outs other instances relay until the returned function is called. */
  serve(answer: (request: RelayedCashout) => Promise<RelayAnswer>): () => Promise<void>;
  close(): Promise<void>;
}

export function createCrashRelay(
  redisUrl: string,
  logger: Logger,
  options: {
    /** Keeps deployments sharing one Redis apart: the instances of one deployment share it. */
    namespace: string;
    timeoutMs?: number;
  },
): CrashRelay {
  const log = logger.child({ component: "crash-relay" });
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  const { requests: REQUESTS, mine } = channels(options.namespace, randomUUID());
  // Named (CLIENT LIST shows them), and quick to give up when Redis is away: the cash-out is then
  // settled here instead of waiting through ioredis's default twenty retries.
  const connection = { maxRetriesPerRequest: 2, connectionName: `jv-crash-relay:${options.namespace}` };
  const pub = new Redis(redisUrl, connection);
  const sub = new Redis(redisUrl, connection);
  for (const client of [pub, sub])
    client.on("error", (error) => log.warn("redis error", { error: serializeError(error) }));
  const waiting = new Map<string, (answer: RelayAnswer | undefined) => void>();
  let answer: ((request: RelayedCashout) => Promise<RelayAnswer>) | undefined;
  let listening: Promise<unknown> | undefined;

  const serveOne = async (request: RelayedCashout) => {
    const settled = answer ? await answer(request) : ({ local: true } as const);
    await pub.publish(request.replyTo, JSON.stringify({ id: request.id, ...settled }));
  };
  sub.on("message", (channel: string, message: string) => {
    try {
      if (channel === mine) {
        const parsed = reply.safeParse(JSON.parse(message));
        if (parsed.success) {
          const { id, ...answered } = parsed.data;
          waiting.get(id)?.(answered as RelayAnswer);
        } else log.warn("unreadable relayed cash-out answer", { issues: parsed.error.issues.length });
      } else {
        // The only other channel it subscribes to: the requests.
        const parsed = relayedCashout.safeParse(JSON.parse(message));
        if (!parsed.success)
          return log.warn("unreadable relayed cash-out", { issues: parsed.error.issues.length });
        serveOne(parsed.data).catch((error) =>
          log.warn("relayed cash-out not answered", { error: serializeError(error) }),
        );
      }
    } catch (error) {
      log.warn("unreadable relay message", { error: serializeError(error) });
    }
  });

  return {
    get serving() {
      return answer !== undefined;
    },
    async forward(request) {
      const id = randomUUID();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let end: (answer: RelayAnswer | undefined) => void = () => undefined;
      // One wait, ended by the driver's answer, the timeout, close, or the request going nowhere. A
      // step Redis never answers (it is away: ioredis keeps a command until it reconnects) is ended by
      // the timeout or by close like the rest.
      const answered = new Promise<RelayAnswer | undefined>((resolve) => {
        end = resolve;
        waiting.set(id, resolve);
        timer = setTimeout(() => resolve(undefined), timeoutMs);
      });
      (async () => {
        listening ??= sub.subscribe(mine);
        await listening;
        return pub.publish(REQUESTS, JSON.stringify({ id, replyTo: mine, ...request }));
      })().then(
        (receivers) => {
          if (receivers === 0) end(undefined); // nobody drives: settle it here
        },
        (error: unknown) => {
          listening = undefined; // subscribe again next time
          log.warn("cash-out not relayed; settling it here", { error: serializeError(error) });
          end(undefined);
        },
      );
      const settled = await answered;
      clearTimeout(timer);
      waiting.delete(id);
      return settled && !("local" in settled) ? settled : undefined;
    },
    serve(handler) {
      answer = handler;
      // Handled at once: a relay closed before Redis answers the subscription rejects it.
      const subscribed = sub
        .subscribe(REQUESTS)
        .catch((error: unknown) =>
          log.warn("not serving relayed cash-outs", { error: serializeError(error) }),
        );
      return async () => {
        if (answer === handler) answer = undefined;
        await subscribed;
        await sub.unsubscribe(REQUESTS).catch(() => undefined);
      };
    },
    async close() {
      answer = undefined;
      for (const resolve of waiting.values()) resolve(undefined);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
