import { type ApiClient, createApiClient, type ErrorBody, type ErrorCode } from "@jadeverse/api/client";
import { uiText } from "../ui/messages.ts";

export type { ApiClient, ErrorCode };

/** What a failed call carries: one of the API's codes, or NETWORK_ERROR when nothing answered. */
export type ClientErrorCode = ErrorCode | "NETWORK_ERROR";

/**
 * A failed call: the HTTP status (0 when the network failed), the server's error code and message, and
 * the language the server wrote the message in (its `Content-Language`; docs/i18n.md "API error messages").
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode | null,
    message: string,
    readonly language: string | null = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const isApiError = (error: unknown, code?: ClientErrorCode): error is ApiRequestError =>
  error instanceof ApiRequestError && (code === undefined || error.code === code);

/**
 * The message to show for a failed call: the network's when nothing answered, else the server's (the
 * error catalogue's for its code, in the player's language: the spec's exact words in English), else
 * a generic one. The network's and the generic one are in the page's language (`uiText`).
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return uiText("err");
  if (error.status === 0) return uiText("net");
  return error.message || uiText("err");
}

interface JsonResponse {
  ok: boolean;
  status: number;
  headers?: { get(name: string): string | null };
  json(): Promise<unknown>;
}

type SuccessBody<R extends JsonResponse> = Awaited<ReturnType<Exclude<R, { ok: false }>["json"]>>;

/** Awaits a typed client call: the body of a 2xx answer, otherwise an ApiRequestError. */
export async function unwrap<R extends JsonResponse>(call: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await call;
  } catch {
    // Its message in the page's language: some screens show a failed call's message as it is.
    throw new ApiRequestError(0, "NETWORK_ERROR", uiText("net"));
  }
  if (response.ok) return (await response.json()) as SuccessBody<R>;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  throw new ApiRequestError(
    response.status,
    body?.error?.code ?? null,
    body?.error?.message ?? uiText("err"),
    response.headers?.get("content-language") ?? null,
  );
}

/** Codes that mean the session itself is gone, not that this one request was refused. */
const SESSION_ENDING: ReadonlySet<string | undefined> = new Set([
  "UNAUTHORIZED",
  "USER_NOT_FOUND_ERROR",
  undefined,
]);

/**
 * A response telling us the session is gone (docs/product/platform.md §4, §7): a 401 UNAUTHORIZED, or a 404
 * USER_NOT_FOUND_ERROR. A 401 with another code (wrong password, bad Telegram proof) is an answer to
 * that request only.
 */
async function endsSession(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 404) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ErrorBody> | null;
  const code = body?.error?.code;
  return response.status === 401 ? SESSION_ENDING.has(code) : code === "USER_NOT_FOUND_ERROR";
}

/** How requests are sent: `fetch`'s call signature. */
export type Transport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface SessionClientOptions {
  /** The API's origin: the page's own. */
  origin: string;
  /** The transport: the browser's `fetch` (which sends the session cookie on this origin) unless given. */
  fetch?: Transport;
  getToken(): string | null;
  /**
   * The language the shell speaks now, sent as `Accept-Language` on every call: the server writes its
   * e-mails in it (docs/i18n.md). Telegram's language reaches the server this way too.
   */
  getLocale?(): string;
  /**
   * Called when a call made with the current credentials (this bearer token, or the cookie when the
   * tab holds none) answers that the session is gone.
   */
  onSessionLost(): void;
  /**
   * Called when any call (a sign-in included) is refused for who or where the player is rather than
   * for what it asked: the visitor's country (451 COUNTRY_RESTRICTED), a break the player is taking
   * (403 PLAYER_ON_BREAK), the Terms not accepted (403 TERMS_NOT_ACCEPTED).
   */
  onRefused?(refusal: AccessRefusal): void;
}

/** A refusal that concerns the player, not the one call (`onRefused`). */
export type AccessRefusal =
  | { code: "COUNTRY_RESTRICTED"; country: string | null }
  | { code: "PLAYER_ON_BREAK"; until: string; kind: string }
  | { code: "TERMS_NOT_ACCEPTED" };

/** The access refusal an answer carries, or undefined for any other answer. */
async function accessRefusal(response: Response): Promise<AccessRefusal | undefined> {
  if (response.status !== 451 && response.status !== 403) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as (Partial<ErrorBody> & { error?: { details?: Record<string, unknown> } }) | null;
  const details = body?.error?.details ?? {};
  switch (body?.error?.code) {
    case "COUNTRY_RESTRICTED":
      return {
        code: "COUNTRY_RESTRICTED",
        country: typeof details.country === "string" ? details.country : null,
      };
    case "PLAYER_ON_BREAK":
      return {
        code: "PLAYER_ON_BREAK",
        until: String(details.until ?? ""),
        kind: String(details.kind ?? ""),
      };
    case "TERMS_NOT_ACCEPTED":
      return { code: "TERMS_NOT_ACCEPTED" };
    default:
      return undefined;
  }
}

/** The typed `hc` client on this origin, sending `Authorization: Bearer <token>` when signed in. */
export function createSessionApiClient({
  origin,
  fetch: transport = (input, init) => fetch(input, init),
  getToken,
  getLocale,
  onSessionLost,
  onRefused,
}: SessionClientOptions): ApiClient {
  return createApiClient(origin, {
    headers: (): Record<string, string> => {
      const token = getToken();
      return {
        ...(getLocale ? { "Accept-Language": getLocale() } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
    },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await transport(input, init);
      if (onRefused) {
        const refusal = await accessRefusal(response);
        if (refusal) onRefused(refusal);
      }
      const authorization = new Headers(init?.headers).get("authorization");
      // A `tma …` sign-in call is not a session call.
      if (authorization && !authorization.startsWith("Bearer ")) return response;
      const sentToken = authorization?.slice("Bearer ".length) ?? null;
      // Only the session this call used is over: a late answer must not end a newer one.
      if (sentToken === getToken() && (await endsSession(response))) onSessionLost();
      return response;
    },
  });
}
