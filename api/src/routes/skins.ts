import { findSkinForUser } from "@jadeverse/db/queries/users";
import { userSkins, users } from "@jadeverse/db/schema";
import { and, eq, exists } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { ApiError, notFound } from "../lib/errors.ts";
import { skinEquippedResponse } from "../lib/openapi/responses/metrics.ts";
import { doc } from "../lib/openapi.ts";
import { STORE_LIMITS } from "../lib/store/constants.ts";
import { buySkin } from "../lib/store/purchase.ts";
import { skinBoughtResponse } from "../lib/store/responses.ts";
import { catalogIdParam } from "../lib/store/schemas.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";

const EQUIP_LIMIT = {
  name: "skin-equip",
  limit: 30,
  ipLimit: 300,
  windowSeconds: 60,
} as const;

const skinParam = z.object({
  skinId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/**
 * Avatars (spec 000 §7 `POST /skins/equip/{skinId}`: the welcome picker's confirm) and buying skins
 * (spec 001 §7 `POST /skins/buy/{id}`).
 */
export const skinRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/buy/:id",
    doc("skins", "Buy a skin (or claim a free one): gems and ownership in one transaction", {
      auth: "session",
      input: "query",
      limited: true,
      success: 201,
      response: skinBoughtResponse,
      errors: {
        400: ["INSUFFICIENT_BALANCE_ERROR"],
        404: ["SKIN_NOT_FOUND"],
        409: ["SKIN_ALREADY_OWNED_ERROR"],
      },
    }),
    rateLimit({ ...STORE_LIMITS.buy, key: (c) => String(c.get("session").userId) }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await buySkin(c.get("deps").db, c.get("session").userId, id), 201);
    },
  )
  .post(
    "/equip/:skinId",
    doc("skins", "Equip an owned skin (the avatar shown everywhere)", {
      auth: "session",
      input: "query",
      limited: true,
      response: skinEquippedResponse,
      errors: { 403: ["SKIN_NOT_OWNED", "FORBIDDEN"], 404: ["SKIN_NOT_FOUND"] },
    }),
    rateLimit({ ...EQUIP_LIMIT, key: (c) => String(c.get("session").userId) }),
    validate("param", skinParam),
    async (c) => {
      const { skinId } = c.req.valid("param");
      const deps = c.get("deps");
      const userId = c.get("session").userId;
      const skin = await findSkinForUser(deps.db.orm, skinId);
      if (!skin) throw notFound("SKIN_NOT_FOUND");
      // Ownership is checked in the update itself: a skin given up meanwhile is never equipped.
      const updated = await deps.db.write((tx) =>
        tx
          .update(users)
          .set({ equippedSkinId: skinId })
          .where(
            and(
              eq(users.id, userId),
              exists(
                tx
                  .select({ one: userSkins.skinId })
                  .from(userSkins)
                  .where(and(eq(userSkins.userId, userId), eq(userSkins.skinId, skinId))),
              ),
            ),
          )
          .returning({ id: users.id }),
      );
      if (updated.length === 0) throw new ApiError(403, "SKIN_NOT_OWNED");
      return c.json({
        success: true as const,
        avatar: skin.avatarId,
        equippedSkin: { id: skin.id, name: skin.name, smallImage: { url: skin.smallImageUrl } },
      });
    },
  );
