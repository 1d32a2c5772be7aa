import { atom } from "jotai";

/**
 * The Terms' restricted countries as the visitor meets them (docs/security.md "Restricted
 * countries"): null until the server says the visitor's country is restricted (`GET /api/access` on
 * the first screen), or refuses a call with 451 `COUNTRY_RESTRICTED`; `refused` while the page that
 * says why is open.
 */
export interface RestrictedAccess {
  country: string | null;
  refused: boolean;
}

export const restrictedAccessAtom = atom<RestrictedAccess | null>(null);

/** A call refused because the player is taking a break (403 PLAYER_ON_BREAK): until when, which. */
export const breakRefusalAtom = atom<{ until: string; kind: string } | null>(null);

/**
 * Bumped when a call is refused because the Terms are not accepted (403 TERMS_NOT_ACCEPTED): the
 * Terms gate opens again even after "Not now".
 */
export const termsRequestedAtom = atom(0);
