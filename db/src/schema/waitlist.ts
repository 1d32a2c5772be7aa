import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";

/**
 * Waitlist sign-ups (docs/product/platform.md §2 "Waitlist popup", `POST /api/waitlist`). One row per e-mail,
 * stored lower-cased; a repeat sign-up changes nothing. The two consent timestamps record when the
 * visitor agreed to receive news by e-mail and accepted the terms and privacy policy (both are
 * required to subscribe). `forwardedAt` is set once the optional e-mail-marketing forwarder
 * (WAITLIST_FORWARD_URL) accepted the contact; rows still null there can be re-sent by an operator.
 */
export const waitlistEntries = sqliteTable("waitlist_entries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  name: text("name"),
  /** ISO 3166-1 alpha-2 code, or null when none was chosen. */
  country: text("country"),
  /** Where the sign-up came from (`web` for the landing's popup). */
  source: text("source").notNull().default("web"),
  marketingConsentAt: timestamp("marketing_consent_at"),
  termsAcceptedAt: timestamp("terms_accepted_at"),
  forwardedAt: timestamp("forwarded_at"),
  createdAt: createdAt(),
});

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
