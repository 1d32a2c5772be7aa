import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const FEEDBACK_TYPES = ["feedback", "bug"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/**
 * Extra fields of a submission (docs/product/economy.md §3 "Feedback"): the reporter's `username` (their nickname
 * when signed in), the `browser` and `platform` detected from the browser, the browser and device
 * type the reporter picked (`selectedBrowser`, `deviceType`), the `starRating` of general feedback,
 * and for bug reports optional `steps` to reproduce.
 */
export interface FeedbackAdditionalFields {
  username?: string;
  browser?: string;
  platform?: string;
  selectedBrowser?: string;
  deviceType?: string;
  starRating?: number;
  steps?: string;
}

/**
 * Player feedback and bug reports from the floating feedback button (docs/product/economy.md §2, `POST /api/feedback`).
 * `type` is `feedback` (general, with a 1–5 `grade`) or `bug` (grade null). `userId` is set when the
 * sender was signed in and survives as null if the account is later removed. `pageUrl` is the page
 * the form was opened on, without query or fragment (those can hold tokens).
 *
 * Community managers read it straight from the table, newest first, e.g.
 *   select f.id, f.created_at, f.type, f.grade, f.message, f.additional_fields, u.nickname
 *   from feedback f left join users u on u.id = f.user_id
 *   where f.type = 'bug' order by f.created_at desc limit 50;
 * and the average rating of the last week with
 *   select avg(grade), count(*) from feedback
 *   where type = 'feedback' and created_at > (unixepoch() - 7 * 86400) * 1000;
 */
export const feedback = sqliteTable(
  "feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: FEEDBACK_TYPES }).notNull(),
    grade: integer("grade"),
    message: text("message").notNull(),
    additionalFields: text("additional_fields", { mode: "json" })
      .$type<FeedbackAdditionalFields>()
      .notNull()
      .default({}),
    userAgent: text("user_agent"),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_type_created_idx").on(t.type, t.createdAt),
    index("feedback_user_idx").on(t.userId),
  ],
);

export type Feedback = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
