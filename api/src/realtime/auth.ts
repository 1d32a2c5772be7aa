import { readToken } from "../middleware/auth.ts";
import { ACCESS_TOKEN_COOKIE } from "../middleware/session-cookie.ts";

/** `name=value` pairs of a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The token of a socket handshake, by the same rules as HTTP (`requireUser`): `auth.token` (the
 * client's bearer token) first, then the `access_token` cookie. A cookie only counts when the page
 * opening the socket is one of ours (no cross-site socket riding a player's cookie).
 */
export function handshakeToken(
  auth: unknown,
  headers: Record<string, string | string[] | undefined>,
  isOurOrigin: (origin: string) => boolean,
): string | null {
  const fromAuth =
    typeof auth === "object" && auth !== null ? (auth as { token?: unknown }).token : undefined;
  const bearer = typeof fromAuth === "string" && fromAuth.length > 0 ? `Bearer ${fromAuth}` : undefined;
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const found = readToken(bearer, cookieValue(header("cookie"), ACCESS_TOKEN_COOKIE));
  if (!found) return null;
  const origin = header("origin");
  if (found.via === "cookie" && origin && !isOurOrigin(origin)) return null;
  return found.token;
}
