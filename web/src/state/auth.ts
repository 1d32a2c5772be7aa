import { atom } from "jotai";
import { readAccessToken, writeAccessToken } from "../lib/session-token.ts";

const storedTokenAtom = atom<string | null>(readAccessToken());

/** The bearer token, mirrored to session storage `access_token`; `null` when signed out. */
export const accessTokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, token: string | null) => {
    writeAccessToken(token);
    set(storedTokenAtom, token);
  },
);

export const isSignedInAtom = atom((get) => get(accessTokenAtom) !== null);
