import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { FEEDBACK_RATE_LIMIT, FEEDBACK_SUCCESS_MESSAGE } from "../../lib/feedback/constants.ts";
import { feedbackBody } from "../../lib/feedback/schema.ts";
import { storeFeedback } from "../../lib/feedback/store.ts";
import { optionalViewer } from "../../lib/feedback/viewer.ts";
import { feedbackResponse } from "../../lib/openapi/responses/platform.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/**
 * The floating feedback form (docs/product/economy.md §2, §5, §7): general feedback with a rating, or a bug
 * report. Anyone may send one; a live session attaches the player. Limited per IP and per player.
 */
export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  doc("feedback", "Send feedback or a bug report (session optional)", {
    success: 201,
    response: feedbackResponse,
    input: "json",
    limited: true,
  }),
  rateLimit({
    name: "feedback",
    ...FEEDBACK_RATE_LIMIT,
    key: async (c) => {
      const viewer = await optionalViewer(c);
      return viewer ? `user:${viewer.id}` : undefined;
    },
  }),
  validate("json", feedbackBody),
  async (c) => {
    const viewer = await optionalViewer(c);
    const stored = await storeFeedback(
      c.get("deps"),
      c.req.valid("json"),
      viewer,
      c.req.header("user-agent"),
    );
    return c.json({ success: true, message: FEEDBACK_SUCCESS_MESSAGE, id: stored.id }, 201);
  },
);
