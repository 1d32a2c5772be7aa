import { inventoryItems, inventorySkins, storePage } from "@jadeverse/db/queries/store";
import { ITEM_TYPES, type ItemType, SKIN_TYPES, type SkinType } from "@jadeverse/db/schema";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { doc } from "../lib/openapi.ts";
import { pageMeta, presentInventoryItem, presentItem, presentSkin } from "../lib/store/present.ts";
import { inventoryResponse, storeResponse } from "../lib/store/responses.ts";
import { inventoryQuery, storeQuery } from "../lib/store/schemas.ts";
import { validate } from "../lib/validate.ts";
import { requireUser } from "../middleware/auth.ts";

const isSkinType = (t: string): t is SkinType => (SKIN_TYPES as readonly string[]).includes(t);
const isItemType = (t: string): t is ItemType => (ITEM_TYPES as readonly string[]).includes(t);

/** The store listing and the player's inventory (spec 001 §2, §3, §7). */
export const storeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    doc("store", "One page of the store: skins and items merged, oldest first, marked owned or not", {
      auth: "session",
      input: "query",
      response: storeResponse,
    }),
    validate("query", storeQuery),
    async (c) => {
      const q = c.req.valid("query");
      const page = await storePage(
        c.get("deps").db.orm,
        c.get("session").userId,
        {
          types: q.type,
          rarities: q.rarity,
          search: q.search,
          minPriceGems: q.minPriceGems,
          maxPriceGems: q.maxPriceGems,
        },
        { page: q.page, limit: q.limit },
      );
      return c.json({
        skins: { data: page.skins.map(presentSkin) },
        items: { data: page.items.map(presentItem) },
        meta: pageMeta(q.page, q.limit, page.totalItems),
      });
    },
  )
  .get(
    "/inventory",
    doc("store", "The player's skins and items, with what is equipped", {
      auth: "session",
      input: "query",
      response: inventoryResponse,
    }),
    validate("query", inventoryQuery),
    async (c) => {
      const q = c.req.valid("query");
      const user = c.get("user");
      const db = c.get("deps").db.orm;
      // A type list names skin types, item types or both; a side it names nothing of is left empty.
      const skinTypes = q.type.length ? q.type.filter(isSkinType) : null;
      const itemTypes = q.type.length ? q.type.filter(isItemType) : null;
      const paging = { page: q.page, limit: q.limit };
      const none = { data: [], totalItems: 0 };
      const [skins, items] = await Promise.all([
        skinTypes?.length === 0 ? none : inventorySkins(db, user.id, user.equippedSkinId, skinTypes, paging),
        itemTypes?.length === 0 ? none : inventoryItems(db, user.id, itemTypes, paging),
      ]);
      return c.json({
        skins: {
          data: skins.data.map((row) => ({ ...presentSkin(row), isEquipped: row.isEquipped })),
          meta: pageMeta(q.page, q.limit, skins.totalItems),
        },
        items: {
          data: items.data.map(presentInventoryItem),
          meta: pageMeta(q.page, q.limit, items.totalItems),
        },
      });
    },
  );
