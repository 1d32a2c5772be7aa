import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { consoleOverview } from "../../lib/console/overview.ts";
import { consoleOverviewResponse } from "../../lib/openapi/responses/console-overview.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireConsole } from "../../middleware/console-auth.ts";

const periodQuery = z.strictObject({
  from: z.iso.date().optional().describe("The first day (UTC, YYYY-MM-DD); 29 days before `to` by default"),
  to: z.iso.date().optional().describe("The last day, included (UTC, YYYY-MM-DD); today by default"),
});

/**
 * The console's overview calls (docs/operations.md "The operator's console"): the platform's figures
 * per UTC day over a period of at most 366 days, for every console role.
 */
export const consoleOverviewRoutes = new Hono<AppEnv>().get(
  "/",
  doc("console", "Daily figures: players, purchases, games, queue and broadcasts", {
    auth: "console",
    input: "query",
    response: consoleOverviewResponse,
  }),
  requireConsole("admin", "support", "community"),
  validate("query", periodQuery),
  async (c) => c.json(await consoleOverview(c.get("deps"), c.req.valid("query"))),
);
