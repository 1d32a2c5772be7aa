import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type WaitlistEntry, waitlistEntries } from "../schema/waitlist.ts";

export interface NewWaitlistEntry {
  /** Lower-cased by the caller: one row per address. */
  email: string;
  name: string | null;
  country: string | null;
  source: string;
  /** When the visitor agreed to receive news by e-mail and accepted the terms (both required). */
  consentedAt: Date;
}

/**
 * Stores a sign-up once per e-mail. Returns the new row, or null when the address was already on
 * the list; the existing row is left untouched. The unique index makes concurrent duplicates safe:
 * exactly one insert wins.
 */
export async function addWaitlistEntry(db: Db, entry: NewWaitlistEntry): Promise<WaitlistEntry | null> {
  const [created] = await db.write((tx) =>
    tx
      .insert(waitlistEntries)
      .values({
        email: entry.email,
        name: entry.name,
        country: entry.country,
        source: entry.source,
        marketingConsentAt: entry.consentedAt,
        termsAcceptedAt: entry.consentedAt,
      })
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning(),
  );
  return created ?? null;
}

/** Records that the e-mail-marketing provider accepted this contact. */
export async function markWaitlistEntryForwarded(db: Db, id: number, at: Date): Promise<void> {
  await db.write((tx) =>
    tx.update(waitlistEntries).set({ forwardedAt: at }).where(eq(waitlistEntries.id, id)),
  );
}
