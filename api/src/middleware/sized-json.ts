import type { Context } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import { answerFromRecord, type HeaderRecord } from "./answer-headers.ts";

/**
 * The API's `c.json`: Hono's, plus the body's `Content-Length`, built from the request's header
 * record in one step (answer-headers.ts). Knowing the size, the platform's
 * compression (server/encoding.ts) passes a small answer (most of the API's) on as it is instead of
 * reading its body to measure it and rebuilding the response; a large one it compresses as before.
 * Installed per request by `requestContext` as a plain function (`this` is the context, so nothing
 * is allocated for it). Takes what Hono's does: a status or a ResponseInit, then extra headers.
 */
export function sizedJson(
  this: Context,
  object: unknown,
  arg?: StatusCode | ResponseInit,
  headers?: HeaderRecord,
): Response {
  const text = (jsonTexts.get(object as object) ?? JSON.stringify(object)) as string | undefined;
  const typed: HeaderRecord = { "content-type": "application/json", ...headers };
  if (text !== undefined) typed["content-length"] = String(Buffer.byteLength(text));
  const body = text ?? null;
  // The request's headers and these in one plain record (answer-headers.ts); else Hono's way, whose
  // #newResponse reads a status or an init from the same argument (its overloads split them).
  return (
    answerFromRecord(this, body, arg, typed) ?? this.newResponse(body, arg as StatusCode | undefined, typed)
  );
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
