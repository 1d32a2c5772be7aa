import { BREAK_KINDS, TERMS_VERSION } from "@jadeverse/db/enums/users";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { acceptCurrentTerms, breakView, takeBreak } from "../../lib/accounts/responsible-play.ts";
import { breakResponse, termsAcceptedResponse } from "../../lib/openapi/responses/users.ts";
import { doc } from "../../lib/openapi.ts";
import { presentUser } from "../../lib/users/present.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const termsBody = z.strictObject({
  version: z
    .literal(TERMS_VERSION)
    .describe("The Terms version in force (`termsVersion` of GET /api/users/me)"),
  adult: z.literal(true).describe("The player confirms they are 18 or older"),
});

const breakBody = z.strictObject({
  kind: z
    .enum(BREAK_KINDS)
    .describe("A cool-off of 24 hours, 7 or 30 days, or self-exclusion for 6 months or for good"),
});

/**
 * Responsible play (docs/security.md "18+", "Taking a break"): accepting the Terms with 18+, and
 * taking a break that the player sets, with a confirmation on screen, and cannot shorten.
 */
export const responsiblePlayRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/me/terms",
    doc("users", "Accept the Terms in force and confirm 18+", {
      auth: "session",
      response: termsAcceptedResponse,
      input: "json",
      limited: true,
    }),
    rateLimit(perPlayerLimit("accept-terms", 10)),
    validate("json", termsBody),
    async (c) => {
      const deps = c.get("deps");
      const user = await acceptCurrentTerms(deps, c.get("session").userId);
      return c.json({ user: await presentUser(deps, user) });
    },
  )
  .get(
    "/me/break",
    doc("users", "The break the player is taking, if any", { auth: "session", response: breakResponse }),
    async (c) => c.json({ break: breakView(c.get("deps"), await signedInPlayer(c)) }),
  )
  .post(
    "/me/break",
    doc("users", "Take a break from play (cannot be shortened)", {
      auth: "session",
      response: breakResponse,
      input: "json",
      limited: true,
      errors: { 409: ["BREAK_CANNOT_SHORTEN"] },
    }),
    rateLimit(perPlayerLimit("take-break", 10)),
    validate("json", breakBody),
    async (c) => {
      const deps = c.get("deps");
      const user = await takeBreak(deps, c.get("session").userId, c.req.valid("json").kind);
      c.get("log").info("responsible play: break taken", { userId: user.id, kind: user.breakKind });
      return c.json({ break: breakView(deps, user) });
    },
  );
