// The API contract for front ends: types and the typed `hc` client only, no server code at runtime.
import { hc } from "hono/client";
import type { AppType } from "./app.ts";

export type { ErrorBody, ErrorCode } from "./lib/errors.ts";
export type { UserDto } from "./lib/users/present.ts";
export type { AppType };

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** A typed client rooted at the platform origin (paths include `/api`). */
export const createApiClient = (baseUrl: string, options?: Parameters<typeof hc>[1]): ApiClient =>
  hc<AppType>(baseUrl, options);
