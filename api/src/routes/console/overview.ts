import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

/** The console's overview calls (docs/operations.md "The operator's console"). */
export const consoleOverviewRoutes = new Hono<AppEnv>();
