import type { Deps } from "../../context.ts";
import { issueEmailToken } from "../auth/email-tokens.ts";
import { verificationMail } from "../mail/templates.ts";

/** Issues a verification token and mails its link (`/?token=…`, handled by the landing page). */
export async function sendVerification(deps: Deps, userId: number, email: string): Promise<void> {
  const ttl = deps.env.EMAIL_TOKEN_TTL_SECONDS;
  const token = await issueEmailToken(deps, userId, "verify-email", ttl);
  const link = new URL(`/?token=${token}`, deps.env.PUBLIC_URL).toString();
  deps.mailer.send(verificationMail(email, link, Math.round(ttl / 3600)));
}
