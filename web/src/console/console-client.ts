import { type ApiClient, createApiClient } from "@jadeverse/api/client";
import { createContext, useContext } from "react";

/**
 * The console's own credential (docs/operations.md "The operator's console"): the token a sign-in
 * with the second factor answers, kept in this tab's session storage (gone with the tab) and sent as
 * the bearer on console calls. A player's session never opens a console call.
 */
const STORAGE_KEY = "jv.console";

export interface ConsoleCredential {
  token: string;
  role: "admin" | "support" | "community";
  expiresAt: string;
}

export function readCredential(): ConsoleCredential | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const credential = JSON.parse(raw) as ConsoleCredential;
    return Date.parse(credential.expiresAt) > Date.now() ? credential : null;
  } catch {
    return null;
  }
}

export function writeCredential(credential: ConsoleCredential | null): void {
  try {
    if (credential) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credential));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the credential lives in memory only (the caller keeps it in state).
  }
}

/** The typed client carrying the console token (not the player's cookie: `credentials: "omit"`). */
export function createConsoleApi(token: string): ApiClient {
  return createApiClient(window.location.origin, {
    headers: { Authorization: `Bearer ${token}` },
    init: { credentials: "omit" },
  });
}

export interface ConsoleContextValue {
  api: ApiClient;
  role: ConsoleCredential["role"];
  expiresAt: string;
  signOut(): void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The signed-in console: its client, the operator's role and the sign-out. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsole() needs the console's sign-in (console-app.tsx)");
  return value;
}

/** What each role reaches (the server checks every call; this only hides what would be refused). */
export const ROLE_REACH = {
  admin: { players: true, adjust: true, payments: true, reverse: true, community: true, admin: true },
  support: { players: true, adjust: false, payments: true, reverse: false, community: false, admin: false },
  community: {
    players: false,
    adjust: false,
    payments: false,
    reverse: false,
    community: true,
    admin: false,
  },
} as const;

export const useReach = () => ROLE_REACH[useConsole().role];
