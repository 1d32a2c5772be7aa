import type { MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context.ts";
import { randomToken } from "../lib/crypto.ts";

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** Request ids: a random prefix per process and a counter, unique across instances and cheap. */
const ID_PREFIX = randomToken(6);
let sequence = 0;
const nextRequestId = () => `${ID_PREFIX}-${(++sequence).toString(36)}`;

/** Injects dependencies, assigns a request id (honouring a sane incoming one) and logs each request. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : nextRequestId();
    const log = deps.logger.child({ reqId: requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error("request", fields);
    else log.info("request", fields);
  };
}
