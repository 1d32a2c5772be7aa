import type { Db } from "../client.ts";
import { type FeedbackAdditionalFields, type FeedbackType, feedback } from "../schema/feedback.ts";

export type { FeedbackAdditionalFields, FeedbackType };

export interface NewFeedback {
  /** The signed-in sender, or null. */
  userId: number | null;
  type: FeedbackType;
  /** General feedback's 1–5 rating; null for a bug report. */
  grade: number | null;
  message: string;
  additionalFields: FeedbackAdditionalFields;
  userAgent: string | null;
  pageUrl: string | null;
}

/** Stores one feedback submission or bug report; returns its id. */
export async function insertFeedback(db: Db, submission: NewFeedback): Promise<{ id: number }> {
  const [row] = await db.write((tx) => tx.insert(feedback).values(submission).returning({ id: feedback.id }));
  if (!row) throw new Error("feedback: the insert returned no row");
  return row;
}
