import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

/** The console's community calls (docs/operations.md "The operator's console"). */
export const consoleCommunityRoutes = new Hono<AppEnv>();
