import type { Context } from "hono";
import type { Env } from "../../env.ts";
import type { PlatformBindings } from "../../middleware/client-ip.ts";
import { countryOfAddress } from "./country-database.ts";

/**
 * The caller's country, or null when it cannot be told. The address is the one every per-address
 * rule uses (the platform's: the socket's peer, or what our own proxies report; never a second
 * reading of X-Forwarded-For). A country header (`GEOIP_COUNTRY_HEADER`, Cloudflare's
 * `CF-IPCountry`) is believed only when the request came through one of our proxies; otherwise the
 * address is looked up in the country database.
 */
export function clientCountry(c: Context, env: Env): string | null {
  const connection = (c.env as Partial<PlatformBindings> | undefined)?.connection;
  if (!connection) return null;
  if (connection.viaTrustedProxy && env.GEOIP_COUNTRY_HEADER) {
    const header = c.req.header(env.GEOIP_COUNTRY_HEADER)?.trim().toUpperCase();
    // Cloudflare's XX (unknown) and T1 (Tor) are not countries: fall back to the address.
    if (header && /^[A-Z]{2}$/.test(header) && header !== "XX" && header !== "T1") return header;
  }
  return countryOfAddress(env.GEOIP_DATABASE, connection.address);
}
