import { equippedItems } from "@jadeverse/db/queries/store";
import { equipItem, unequipItem } from "@jadeverse/db/queries/store-equip";
import { items } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { forbidden, notFound } from "../lib/errors.ts";
import { doc } from "../lib/openapi.ts";
import { STORE_LIMITS } from "../lib/store/constants.ts";
import { buyItem } from "../lib/store/purchase.ts";
import { equippedItemsResponse, itemBoughtResponse } from "../lib/store/responses.ts";
import { catalogIdParam } from "../lib/store/schemas.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";

const byPlayer = { key: (c: { get(k: "session"): { userId: number } }) => String(c.get("session").userId) };

const equipDoc = (summary: string) =>
  doc("items", summary, {
    auth: "session",
    input: "query",
    limited: true,
    response: equippedItemsResponse,
    errors: { 403: ["ITEM_NOT_OWNED", "FORBIDDEN"], 404: ["ITEM_NOT_FOUND"] },
  });

/** Store items: buy, equip (one per type), unequip (spec 001 §2, §4, §7). */
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
        409: ["ITEM_ALREADY_OWNED_ERROR"],
      },
    }),
    rateLimit({ ...STORE_LIMITS.buy, ...byPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await buyItem(c.get("deps").db, c.get("session").userId, id), 201);
    },
  )
  .post(
    "/equip/:id",
    equipDoc("Equip an owned item, replacing the equipped item of its type"),
    rateLimit({ ...STORE_LIMITS.equipItem, ...byPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const userId = c.get("session").userId;
      const db = c.get("deps").db;
      const equipped = await db.write(async (tx) => {
        const [item] = await tx.select({ type: items.type }).from(items).where(eq(items.id, id));
        if (!item) throw notFound("ITEM_NOT_FOUND");
        if (!(await equipItem(tx, userId, id, item.type))) throw forbidden("ITEM_NOT_OWNED");
        return equippedItems(tx, userId);
      });
      return c.json({ success: true as const, equippedItems: equipped.map(presentEquipped) });
    },
  )
  .post(
    "/unequip/:id",
    equipDoc("Unequip an owned item"),
    rateLimit({ ...STORE_LIMITS.equipItem, ...byPlayer }),
    validate("param", catalogIdParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const userId = c.get("session").userId;
      const equipped = await c.get("deps").db.write(async (tx) => {
        const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, id));
        if (!item) throw notFound("ITEM_NOT_FOUND");
        if (!(await unequipItem(tx, userId, id))) throw forbidden("ITEM_NOT_OWNED");
        return equippedItems(tx, userId);
      });
      return c.json({ success: true as const, equippedItems: equipped.map(presentEquipped) });
    },
  );

function presentEquipped(row: {
  id: number;
  name: string;
  type: (typeof items.$inferSelect)["type"];
  fileUrl: string;
}) {
  return { id: row.id, name: row.name, type: row.type, file: { url: row.fileUrl } };
}
