import { type Context, Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { STORE_LIMITS } from "../../lib/store/constants.ts";
import { equipStoreItem, unequipStoreItem } from "../../lib/store/equip.ts";
import { buyItem } from "../../lib/store/purchase.ts";
import { equippedItemsResponse, itemBoughtResponse } from "../../lib/store/responses.ts";
import { catalogIdParam } from "../../lib/store/schemas.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const perPlayer = (c: Context<AppEnv>) => String(c.get("session").userId);

const equipDoc = (summary: string) =>
  doc("items", summary, {
    auth: "session",
    input: "query",
    limited: true,
    response: equippedItemsResponse,
    errors: { 403: ["ITEM_NOT_OWNED", "FORBIDDEN"], 404: ["ITEM_NOT_FOUND"] },
  });

/** Store items: buy, equip (one per type), unequip (docs/product/economy.md §2, §4, §7). */
export const itemRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/buy/:id",
    doc("items", "Buy a store item (or claim a free one): gems and ownership in one transaction", {
      auth: "session",
      input: "query",
      limited: true,
      success: 201,
      response: itemBoughtResponse,
      errors: {
        400: ["INSUFFICIENT_BALANCE_ERROR"],
        403: ["ITEM_NOT_FOR_SALE", "FORBIDDEN"],
        404: ["ITEM_NOT_FOUND"],
        409: ["SKIN_ALREADY_OWNED_ERROR"],
      },
    }),
    rateLimit({ ...STORE_LIMITS.buy, key: perPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await buyItem(c.get("deps").db, c.get("session").userId, id), 201);
    },
  )
  .post(
    "/equip/:id",
    equipDoc("Equip an owned item, replacing the equipped item of its type"),
    rateLimit({ ...STORE_LIMITS.equipItem, key: perPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await equipStoreItem(c.get("deps").db, c.get("session").userId, id));
    },
  )
  .post(
    "/unequip/:id",
    equipDoc("Unequip an owned item"),
    rateLimit({ ...STORE_LIMITS.equipItem, key: perPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await unequipStoreItem(c.get("deps").db, c.get("session").userId, id));
    },
  );
