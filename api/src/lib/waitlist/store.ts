import { addWaitlistEntry } from "@jadeverse/db/waitlist/entries";
import type { Deps } from "../../context.ts";
import { WAITLIST_SOURCE } from "./constants.ts";
import type { WaitlistBody } from "./schema.ts";

/**
 * Stores a sign-up once per e-mail (already lower-cased by the schema); empty name and country are
 * kept as null. Returns the new row, or null when the address was already on the list.
 */
export function addToWaitlist(deps: Deps, body: WaitlistBody) {
  return addWaitlistEntry(deps.db, {
    email: body.email,
    name: body.name || null,
    country: body.country || null,
    source: WAITLIST_SOURCE,
    consentedAt: new Date(),
  });
}
