import type { Context } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";

type HeaderRecord = Record<string, string | string[]>;

/**
 * The API's `c.json`: Hono's, plus the body's `Content-Length`. Knowing the size, the platform's
 * compression (server/encoding.ts) passes a small answer (most of the API's) on as it is instead of
 * reading its body to measure it and rebuilding the response; a large one it compresses as before.
 * Installed per request by `requestContext` as a plain function (`this` is the context, so nothing
 * is allocated for it). Takes what Hono's does: a status or a ResponseInit, then extra headers. With
 * neither an init nor extra headers, and only the API's own headers on the answer, it is built whole
 * from those (answer-headers.ts), without Hono's `Headers`.
 */
export function sizedJson(
  this: Context,
  object: unknown,
  arg?: StatusCode | ResponseInit,
  headers?: HeaderRecord,
): Response {
  const text = (jsonTexts.get(object as object) ?? JSON.stringify(object)) as string | undefined;
  // Hono's #newResponse reads a status or an init from the same argument; its overloads split them.
  const init = arg as StatusCode | undefined;
  const answer = (this as Context<AppEnv>).get("answerHeaders");
  const bytes = text === undefined ? 0 : Buffer.byteLength(text);
  // The common case: a small answer with the API's own headers only, built whole in one step.
  const whole =
    text !== undefined && headers === undefined && typeof arg !== "object" && answer?.own
      ? answer.json(text, bytes, arg)
      : null;
  if (whole) return whole;
  // Otherwise Hono builds it, the API's headers in it.
  answer?.handOver();
  const typed: HeaderRecord = { "Content-Type": "application/json", ...headers };
  if (text === undefined) return this.newResponse(null, init, typed);
  typed["Content-Length"] = String(bytes);
  return this.newResponse(text, init, typed);
}

/** The JSON text of values made immutable by `immutableJson`, by identity. */
const jsonTexts = new WeakMap<object, string>();

/**
 * Freezes `value` deeply and keeps its JSON text, so every answer that sends this very object reuses
 * the text instead of serialising it again (a cached read, e.g. the player behind `/api/users/me`).
 * Frozen, so the text can never go stale: a change makes a new object.
 */
export function immutableJson<T extends object>(value: T): T {
  deepFreeze(value);
  jsonTexts.set(value, JSON.stringify(value));
  return value;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
