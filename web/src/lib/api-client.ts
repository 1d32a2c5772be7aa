import { type ApiClient, createApiClient, type ErrorBody } from "@jadeverse/api/client";

export type { ApiClient };

const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
const GENERIC_ERROR_MESSAGE = "Something went wrong! Please try again.";

/** A failed call: the HTTP status (0 when the network failed) and the server's error code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiRequestError =>
  error instanceof ApiRequestError && (code === undefined || error.code === code);

interface JsonResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

type SuccessBody<R extends JsonResponse> = Awaited<ReturnType<Exclude<R, { ok: false }>["json"]>>;

/** Awaits a typed client call: the body of a 2xx answer, otherwise an ApiRequestError. */
export async function unwrap<R extends JsonResponse>(call: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await call;
  } catch {
    throw new ApiRequestError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return (await response.json()) as SuccessBody<R>;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  throw new ApiRequestError(
    response.status,
    body?.error?.code ?? null,
    body?.error?.message ?? GENERIC_ERROR_MESSAGE,
  );
}

/** A response telling us the stored session is gone (spec 000 §4, §7). */
async function endsSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 404) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ErrorBody> | null;
  return body?.error?.code === "USER_NOT_FOUND_ERROR";
}

export interface SessionClientOptions {
  getToken(): string | null;
  /** Called when a call made with the current token answers 401, or 404 USER_NOT_FOUND_ERROR. */
  onSessionLost(): void;
}

/** The typed `hc` client on this origin, sending `Authorization: Bearer <token>` when signed in. */
export function createSessionApiClient({ getToken, onSessionLost }: SessionClientOptions): ApiClient {
  return createApiClient(window.location.origin, {
    headers: (): Record<string, string> => {
      const token = getToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const sentToken = new Headers(init?.headers).get("authorization")?.match(/^Bearer (.+)$/)?.[1];
      // Only the session this call used is over: a late answer must not end a newer one.
      if (sentToken && sentToken === getToken() && (await endsSession(response))) onSessionLost();
      return response;
    },
  });
}
