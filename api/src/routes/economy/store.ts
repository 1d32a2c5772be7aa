import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { inventoryListing, storeListing } from "../../lib/store/listing.ts";
import { inventoryResponse, storeResponse } from "../../lib/store/responses.ts";
import { inventoryQuery, storeQuery } from "../../lib/store/schemas.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";

/** The store listing and the player's inventory (docs/product/economy.md §2, §3, §7). */
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
    async (c) => c.json(await storeListing(c.get("deps").db, c.get("session").userId, c.req.valid("query"))),
  )
  .get(
    "/inventory",
    doc("store", "The player's skins and items, with what is equipped", {
      auth: "session",
      input: "query",
      response: inventoryResponse,
    }),
    validate("query", inventoryQuery),
    async (c) =>
      c.json(await inventoryListing(c.get("deps").db, await signedInPlayer(c), c.req.valid("query"))),
  );
