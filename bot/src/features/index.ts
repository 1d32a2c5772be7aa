import type { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { balanceFeature } from "./balance.ts";
import { communityFeature } from "./community/index.ts";
import { fallbackFeature, helpFeature } from "./help.ts";
import { muteFeature } from "./mute.ts";
import { paymentsFeature } from "./payments.ts";
import { playFeature } from "./play.ts";
import { refundFeature } from "./refund.ts";
import { remindersFeature } from "./reminders.ts";
import { startFeature } from "./start.ts";

/**
 * Every feature composer, in the order updates reach them. Each feature is one file (or folder) that
 * owns its commands, callback queries and texts; the fallback (unknown text) stays last.
 */
export const FEATURES: readonly Composer<BotContext>[] = [
  startFeature,
  playFeature,
  balanceFeature,
  muteFeature,
  remindersFeature,
  helpFeature,
  paymentsFeature,
  refundFeature,
  communityFeature,
  fallbackFeature,
];
