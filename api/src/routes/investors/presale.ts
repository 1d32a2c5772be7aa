import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { presaleResponse, readPresale } from "../../lib/vesting/presale.ts";
import { requireUser } from "../../middleware/auth.ts";

/**
 * The public presale's state for the investor dashboard (docs/product/economy.md §2: Not started, Active, Finished,
 * read on-chain): sale 1 of our presale contract, read by the server (lib/vesting/presale.ts).
 */
export const presaleRoutes = new Hono<AppEnv>().get(
  "/",
  doc("vesting", "The public presale (sale 1), read from its contract on chain", {
    auth: "session",
    response: presaleResponse,
    errors: { 503: ["PRESALE_UNAVAILABLE"] },
  }),
  requireUser,
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readPresale(c.get("deps").env));
  },
);
