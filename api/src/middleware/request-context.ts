import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { randomToken } from "../lib/crypto.ts";
import type { Logger } from "../lib/logger.ts";
import { sizedJson } from "./sized-json.ts";

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** Request ids: a random prefix per process and a counter, unique across instances and cheap. */
const ID_PREFIX = randomToken(6);
let sequence = 0;
const nextRequestId = () => `${ID_PREFIX}-${(++sequence).toString(36)}`;

/**
 * A request's logger: every line carries the request id, written through the process logger (which
 * drops what its level does not want before building anything). Methods on the prototype: nothing is
 * allocated per request but this small object.
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
    this.parent.debug(msg, this.#fields(fields));
  }
  info(msg: string, fields?: Record<string, unknown>) {
    this.parent.info(msg, this.#fields(fields));
  }
  warn(msg: string, fields?: Record<string, unknown>) {
    this.parent.warn(msg, this.#fields(fields));
  }
  error(msg: string, fields?: Record<string, unknown>) {
    this.parent.error(msg, this.#fields(fields));
  }
  child(fields: Record<string, unknown>): Logger {
    return this.parent.child(this.#fields(fields));
  }
}

/**
 * Injects dependencies, assigns a request id (honouring a sane incoming one), answers JSON with its
 * length (sized-json.ts) and logs each request.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : nextRequestId();
    const log = new RequestLog(deps.logger, requestId);
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    c.json = sizedJson as typeof c.json;
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error("request", fields);
    else log.info("request", fields);
  };
}
