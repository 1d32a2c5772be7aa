import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { randomToken } from "../lib/crypto.ts";
import type { Level, Logger } from "../lib/logger.ts";
import { recordHttpAnswer } from "../lib/observability/http-metrics.ts";
import { AnswerHeaders } from "./answer-headers.ts";
import { requestGuards } from "./request-guards.ts";
import { API_PROTECTION } from "./security-headers.ts";
import { sizedJson } from "./sized-json.ts";

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** Request ids: a random prefix per process and a counter, unique across instances and cheap. */
const ID_PREFIX = randomToken(6);
let sequence = 0;
const nextRequestId = () => `${ID_PREFIX}-${(++sequence).toString(36)}`;

/**
 * A request's logger: every line carries the request id, written through the process logger. A line
 * its level does not want is dropped before anything is built for it. Methods on the prototype:
 * nothing is allocated per request but this small object.
 */
class RequestLog implements Logger {
  constructor(
    private readonly parent: Logger,
    private readonly reqId: string,
  ) {}
  #fields(fields: Record<string, unknown> | undefined): Record<string, unknown> {
    return fields ? { reqId: this.reqId, ...fields } : { reqId: this.reqId };
  }
  debug(msg: string, fields?: Record<string, unknown>) {
    if (this.parent.enabled("debug")) this.parent.debug(msg, this.#fields(fields));
  }
  info(msg: string, fields?: Record<string, unknown>) {
    if (this.parent.enabled("info")) this.parent.info(msg, this.#fields(fields));
  }
  warn(msg: string, fields?: Record<string, unknown>) {
    if (this.parent.enabled("warn")) this.parent.warn(msg, this.#fields(fields));
  }
  error(msg: string, fields?: Record<string, unknown>) {
    if (this.parent.enabled("error")) this.parent.error(msg, this.#fields(fields));
  }
  child(fields: Record<string, unknown>): Logger {
    return this.parent.child(this.#fields(fields));
  }
  enabled(level: Level): boolean {
    return this.parent.enabled(level);
  }
}

/**
 * The first and only step of the API's chain before its routes (each step is one more turn of
 * Hono's chain and one more async frame on every request): injects dependencies, assigns a request
 * id (honouring a sane incoming one), starts the answer's own headers (the id and the protective
 * set: answer-headers.ts, security-headers.ts), answers JSON with its length (sized-json.ts), runs
 * the guards (CORS, body limit, cross-site cookie writes: request-guards.ts), then gives an answer
 * built without the headers its set, counts it for the metrics (when on) and logs the request.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  const guards = requestGuards(deps);
  const metrics = deps.env.METRICS_TOKEN !== undefined;
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : nextRequestId();
    const log = new RequestLog(deps.logger, requestId);
    const answer = new AnswerHeaders(c, requestId, API_PROTECTION);
    c.set("deps", deps);
    c.set("log", log);
    c.set("answerHeaders", answer);
    c.json = sizedJson as typeof c.json;
    await guards(c, next);
    const res = c.res;
    answer.finish(res);
    const status = res.status;
    if (metrics) recordHttpAnswer(c, status, started);
    const level = status >= 500 ? "error" : "info";
    if (!deps.logger.enabled(level)) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log[level]("request", { method: c.req.method, path: c.req.path, status, ms });
  };
}
