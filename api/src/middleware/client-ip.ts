import { isIP } from "node:net";
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

/**
 * What a per-address limit counts an address as: an IPv4 address as it is, an IPv6 address by its
 * /64 (`2001:db8:1:2::/64`), the network one subscriber is given and whose 2^64 addresses any of its
 * hosts may take: a limit per IPv6 address would be no limit. An IPv4 address mapped into IPv6 counts
 * as the IPv4 address; anything else (`unknown`) as it is.
 */
export function rateLimitAddress(address: string): string {
  const bare = (address.split("%")[0] ?? "").trim().toLowerCase(); // an IPv6 zone (`fe80::1%eth0`)
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  let text = bare;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** The caller's address as every per-address rate limit keys on it (`rateLimitAddress`). */
export function clientRateKey(c: Context): string {
  return rateLimitAddress(clientIp(c));
}
