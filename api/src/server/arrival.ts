import type { PlatformBindings } from "../middleware/client-ip.ts";
import type { ClientConnection } from "./client-address.ts";

export interface ArrivalConfig {
  /** client-address.ts `clientResolver` for the deployment's proxy trust. */
  resolveClient(peer: string | null | undefined, forwardedFor: string | null | undefined): ClientConnection;
  /** Whether any proxy is trusted at all (TRUST_PROXY_HOPS or TRUSTED_PROXIES). */
  trustsProxies: boolean;
  /** PUBLIC_URL is https: a TLS terminator we do not hear from stands in front. */
  publicHttps: boolean;
  /** The platform's headers on a small dynamic answer it passes on as it is, over https and not. */
  wholeAnswer: {
    threshold: number;
    https: Readonly<Record<string, string>>;
    http: Readonly<Record<string, string>>;
  };
}

/**
 * How one request reached us (Hono's bindings for the platform and the API), worked out when first
 * asked: most API calls never need the client's address (only rate limits and logs do), and Bun's
 * `requestIP` and the proxy headers cost time on every request that reads them.
 */
export class Arrival implements PlatformBindings {
  #connection: PlatformBindings["connection"] | undefined;

  constructor(
    readonly server: Bun.Server<unknown>,
    private readonly request: Request,
    private readonly config: ArrivalConfig,
  ) {}

  /** The client's address and whether the browser came over https (socket peer, our proxies' headers). */
  get connection(): PlatformBindings["connection"] {
    if (this.#connection) return this.#connection;
    const { request, config } = this;
    const client = config.resolveClient(
      this.server.requestIP(request)?.address,
      request.headers.get("x-forwarded-for"),
    );
    // Whether the browser came over https: the request itself, else our proxy's X-Forwarded-Proto,
    // else (no proxy of ours in between) the public URL's scheme, a TLS terminator we do not hear from.
    const https =
      request.url.startsWith("https:") ||
      (client.viaTrustedProxy
        ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https"
        : config.publicHttps);
    this.#connection = { ...client, https };
    return this.#connection;
  }

  /** `connection.https`, without resolving the client when no proxy of ours could have a say. */
  get https(): boolean {
    if (this.#connection) return this.#connection.https;
    if (this.request.url.startsWith("https:")) return true;
    return this.config.trustsProxies ? this.connection.https : this.config.publicHttps;
  }

  wholeAnswerHeaders(bytes: number): Readonly<Record<string, string>> | null {
    const whole = this.config.wholeAnswer;
    if (bytes >= whole.threshold) return null;
    return this.https ? whole.https : whole.http;
  }
}

/**
 * Whether a request's path is the API's (`/api/…`, or `/api` itself) by its URL as received, without
 * parsing it. Paths written another way (percent-encoded) are the edge router's to decide.
 */
export function isApiUrl(url: string): boolean {
  const pathAt = url.indexOf("/", url.indexOf("//") + 2);
  if (pathAt < 0 || !url.startsWith("/api", pathAt)) return false;
  const next = url.charCodeAt(pathAt + 4);
  // end of the URL, "/" or "?"
  return Number.isNaN(next) || next === 47 || next === 63;
}
