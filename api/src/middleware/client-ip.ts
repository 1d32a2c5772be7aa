import type { Context } from "hono";
import type { ClientConnection } from "../server/client-address.ts";

/**
 * What the platform (api/src/server/platform.ts) hands the API with each request, as Hono's
 * bindings: Bun's server (so `hono/bun` helpers still work) and how the request reached us.
 */
export interface PlatformBindings {
  server: Bun.Server<unknown>;
  connection: ClientConnection & {
    /** The browser reached us over https (directly, or as our proxy reports). */
    https: boolean;
  };
  /**
   * The headers the platform gives a dynamic answer of `bytes` that it sends on as it is (under its
   * compression threshold: `Vary: Accept-Encoding`, HSTS over https), or null when it has work to do
   * on it. An answer the API builds whole with them, the platform passes on untouched
   * (answer-headers.ts). Absent when the API runs without the platform.
   */
  wholeAnswerHeaders?(bytes: number): Readonly<Record<string, string>> | null;
}

/**
 * The caller's address, as the platform resolved it from the socket's peer and, behind our own
 * proxies only, X-Forwarded-For (server/client-address.ts). `unknown` when the API is called without
 * the platform (a bench calling `createApp` directly), which keys every per-address limit alike.
 */
export function clientIp(c: Context): string {
  const bindings = c.env as Partial<PlatformBindings> | undefined;
  return bindings?.connection?.address ?? "unknown";
}
