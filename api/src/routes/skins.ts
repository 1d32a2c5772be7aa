import { findSkinForUser } from "@jadeverse/db/queries/users";
import { userSkins, users } from "@jadeverse/db/schema";
import { and, eq, exists } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context.ts";
import { ApiError, notFound } from "../lib/errors.ts";
import { skinEquippedResponse } from "../lib/openapi/responses/metrics.ts";
import { doc } from "../lib/openapi.ts";
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

/** Avatars (spec 000 §7 `POST /skins/equip/{skinId}`: the welcome picker's confirm). */
export const skinRoutes = new Hono<AppEnv>().use(requireUser).post(
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
