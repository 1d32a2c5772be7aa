import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

/** The console's payments calls (docs/operations.md "The operator's console"). */
export const consolePaymentsRoutes = new Hono<AppEnv>();
