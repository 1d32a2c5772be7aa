import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

/** The console's player-actions calls (docs/operations.md "The operator's console"). */
export const consolePlayerActionsRoutes = new Hono<AppEnv>();
