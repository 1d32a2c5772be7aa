import { atom } from "jotai";
import type { ApiRequestError } from "../lib/api-client.ts";

/**
 * Sign-in state. The atoms hold nothing until a store's session is created (state/session.ts): each
 * store gets its value from its shell's token storage and the server, never at import.
 *
 * - `checking`: the tab holds no bearer token and is asking the server (session cookie, Telegram
 *   initData) whether it is signed in;
 * - `signed-in`: with this tab's bearer token, or with the HttpOnly session cookie only (token null);
 * - `signed-out`: with the reason when a sign-in attempt failed.
 */
export type SessionState =
  | { status: "checking" }
  | { status: "signed-in" }
  | { status: "signed-out"; error: ApiRequestError | null };

export const sessionAtom = atom<SessionState>({ status: "checking" });

/** This tab's bearer token; `null` when signed out or when the session lives in the cookie only. */
export const accessTokenAtom = atom<string | null>(null);

export const isSignedInAtom = atom((get) => get(sessionAtom).status === "signed-in");
