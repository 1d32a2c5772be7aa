import { ownedAvatarSkins } from "@jadeverse/db/users/avatars";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { skinEquippedResponse } from "../../lib/openapi/responses/metrics.ts";
import { ownedAvatarsResponse } from "../../lib/openapi/responses/users.ts";
import { doc } from "../../lib/openapi.ts";
import { STORE_LIMITS } from "../../lib/store/constants.ts";
import { equipOwnedSkin } from "../../lib/store/equip.ts";
import { buySkin } from "../../lib/store/purchase.ts";
import { skinBoughtResponse } from "../../lib/store/responses.ts";
import { catalogIdParam } from "../../lib/store/schemas.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

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
 * Avatars (docs/product/platform.md §7 `GET /skins/me/`: the owned avatars the welcome picker and the settings' grid
 * list; `POST /skins/equip/{skinId}`: the picker's confirm) and buying skins (docs/product/economy.md §7
 * `POST /skins/buy/{id}`).
 */
export const skinRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/me",
    doc("skins", "The skins the signed-in player owns: the avatars they can pick, oldest first", {
      auth: "session",
      response: ownedAvatarsResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-cache");
      const owned = await ownedAvatarSkins(c.get("deps").db.orm, c.get("session").userId);
      return c.json({
        skins: owned.map((skin) => ({
          id: skin.id,
          name: skin.name,
          avatarId: skin.avatarId,
          avatarName: skin.avatarName,
          smallImage: { url: skin.smallImageUrl },
        })),
      });
    },
  )
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
      return c.json(await equipOwnedSkin(c.get("deps").db, c.get("session").userId, skinId));
    },
  );
