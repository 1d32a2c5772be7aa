import { isCommunityManager } from "@jadeverse/db/telegram/roles";
import type { BotContext } from "../../context.ts";

/** Whether the sender of this update is a community manager (read from `bot_roles`). */
export async function fromManager(ctx: BotContext): Promise<boolean> {
  return isCommunityManager(ctx.db, ctx.from?.id);
}
