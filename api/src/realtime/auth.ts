import type { Socket } from "socket.io";
import type { Deps } from "../context.ts";
import { resolveSession } from "../lib/auth/sessions.ts";
import type { Logger } from "../lib/logger.ts";
import { serializeError } from "../lib/logger.ts";
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

/**
 * A namespace's handshake check, as any API call's: the token (handshakeToken) must name a live
 * session, whose player the socket then belongs to (`socket.data.userId`). Without a token the
 * socket is refused, or with `spectators` let in anonymously (it only receives broadcasts).
 */
export function socketAuthenticator(
  deps: Deps,
  log: Logger,
  isOurOrigin: (origin: string) => boolean,
  { spectators }: { spectators: boolean },
) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    const token = handshakeToken(socket.handshake.auth, socket.handshake.headers, isOurOrigin);
    if (!token) return spectators ? next() : next(new Error("UNAUTHORIZED"));
    try {
      const session = await resolveSession(deps, token);
      if (session.status !== "ok") return next(new Error("UNAUTHORIZED"));
      socket.data.userId = session.userId;
      next();
    } catch (error) {
      log.error("socket handshake failed", { error: serializeError(error) });
      next(new Error("INTERNAL_ERROR"));
    }
  };
}
