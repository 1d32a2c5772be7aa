import { waitlistEntries } from "@jadeverse/db/schema";
import type { Deps } from "../../context.ts";
import { WAITLIST_SOURCE } from "./constants.ts";
import type { WaitlistBody } from "./schema.ts";

/**
 * Stores a sign-up once per e-mail (already lower-cased by the schema). Returns the new row, or
 * null when the address was already on the list; the existing row is left untouched. The unique
 * index makes concurrent duplicates safe: exactly one insert wins.
 */
export async function addToWaitlist(deps: Deps, body: WaitlistBody) {
  const now = new Date();
  const [created] = await deps.db.write((tx) =>
    tx
      .insert(waitlistEntries)
      .values({
        email: body.email,
        name: body.name || null,
        country: body.country || null,
        source: WAITLIST_SOURCE,
        marketingConsentAt: now,
        termsAcceptedAt: now,
      })
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning(),
  );
  return created ?? null;
}
