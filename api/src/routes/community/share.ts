import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../lib/errors.ts";
import { preparedMessageResponse } from "../../lib/openapi/responses/share.ts";
import { doc } from "../../lib/openapi.ts";
import { prepareWinMessage } from "../../lib/share/win-message.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const SHARE_LIMIT = {
  name: "share-win",
  limit: 20,
  ipLimit: 400,
  windowSeconds: 600,
  key: (c: { get(key: "session"): { userId: number } }) => String(c.get("session").userId),
} as const;

/** Sharing through Telegram (Mini App `shareMessage`): a win becomes a prepared inline message. */
export const shareRoutes = new Hono<AppEnv>().post(
  "/win",
  doc("share", "Prepare the player's item win as a Telegram message to share (savePreparedInlineMessage)", {
    auth: "session",
    input: "json",
    limited: true,
    response: preparedMessageResponse,
    errors: {
      400: ["NOTHING_TO_SHARE", "TELEGRAM_ACCOUNT_REQUIRED"],
      404: ["SPIN_NOT_FOUND"],
      503: ["SHARE_NOT_AVAILABLE"],
    },
  }),
  requireUser,
  rateLimit(SHARE_LIMIT),
  validate(
    "json",
    z.strictObject({
      spinId: z
        .number()
        .int()
        .positive()
        .max(2 ** 53 - 1),
    }),
  ),
  async (c) => {
    const { db, env, telegram } = c.get("deps");
    if (!telegram?.api) throw new ApiError(503, "SHARE_NOT_AVAILABLE");
    const { spinId } = c.req.valid("json");
    return c.json(
      await prepareWinMessage(db, telegram.api, env.BOT_USERNAME, c.get("session").userId, spinId),
    );
  },
);
