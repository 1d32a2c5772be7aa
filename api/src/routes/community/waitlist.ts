import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { waitlistResponse } from "../../lib/openapi/responses/platform.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import {
  WAITLIST_RATE_LIMIT,
  WAITLIST_SOURCE,
  WAITLIST_SUCCESS_MESSAGE,
} from "../../lib/waitlist/constants.ts";
import { forwardWaitlistContact } from "../../lib/waitlist/forwarder.ts";
import { waitlistBody } from "../../lib/waitlist/schema.ts";
import { addToWaitlist } from "../../lib/waitlist/store.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/**
 * The waitlist popup (docs/product/platform.md §2, §5): `POST /api/waitlist` stores the sign-up (one row per
 * e-mail) and, when configured, hands new contacts to the e-mail-marketing provider in the
 * background. New and repeat sign-ups get the same answer.
 */
export const waitlistRoutes = new Hono<AppEnv>().post(
  "/",
  doc("waitlist", "Join the waitlist", { response: waitlistResponse, input: "json", limited: true }),
  rateLimit({ name: "waitlist", ...WAITLIST_RATE_LIMIT }),
  validate("json", waitlistBody),
  async (c) => {
    const deps = c.get("deps");
    const entry = await addToWaitlist(deps, c.req.valid("json"));
    if (entry) {
      // Not awaited: a slow or failing provider never delays or fails the sign-up.
      void forwardWaitlistContact(deps, c.get("log"), entry.id, {
        email: entry.email,
        name: entry.name,
        country: entry.country,
        source: WAITLIST_SOURCE,
        marketingConsent: true,
        subscribedAt: entry.createdAt.toISOString(),
      });
    }
    return c.json({ success: true, message: WAITLIST_SUCCESS_MESSAGE }, 200);
  },
);
