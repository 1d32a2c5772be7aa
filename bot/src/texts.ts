/**
 * The bot's commands and the texts not yet in its catalogues (community managers' refunds, Stars
 * refusals, notifications): every player-facing text of a conversation is in bot/src/messages/.
 */
import type { MiniAppPage } from "@jadeverse/db/deep-links";
import type { Locale } from "@jadeverse/db/i18n/locales";
import type { NotificationKind } from "@jadeverse/db/notifications";
import { type BotMessage, botMessages } from "./i18n.ts";

/**
 * The public command list (`setMyCommands`, in every language: bot/src/setup.ts); each description is a
 * message of bot/src/messages/. `/refund` is for community managers and not listed.
 */
export const COMMANDS = [
  { command: "start", description: "cmdStart" },
  { command: "play", description: "cmdPlay" },
  { command: "balance", description: "cmdBalance" },
  { command: "mute", description: "cmdMute" },
  { command: "unmute", description: "cmdUnmute" },
  { command: "reminders", description: "cmdReminders" },
  { command: "help", description: "cmdHelp" },
] as const satisfies readonly { command: string; description: BotMessage }[];

/** The menu button beside the message field (opens the Mini App): one per bot, in English. */
export const MENU_BUTTON = botMessages.t("en", "menuButton");

/** Button labels of the page deep links (`/start wheel` → "Open the wheel"). */
export const PAGE_BUTTONS: Readonly<Partial<Record<MiniAppPage, BotMessage>>> = {
  wheel: "pageWheel",
  store: "pageStore",
  leaderboard: "pageLeaderboard",
  "buy-gems": "pageBuyGems",
  inventory: "pageInventory",
  settings: "pageSettings",
};

/** The welcome of `/start`, with the referral note when there is one. */
export function welcomeText(locale: Locale, note?: "referralNote" | "referralAlreadyPlaying"): string {
  const welcome = botMessages.t(locale, "welcome");
  return note ? `${welcome}\n\n${botMessages.t(locale, note)}` : welcome;
}

/** `/help`: what the bot is, then each command with its description. */
export function helpText(locale: Locale): string {
  return [
    botMessages.t(locale, "helpIntro"),
    "",
    ...COMMANDS.map((c) => `/${c.command}: ${botMessages.t(locale, c.description)}`),
  ].join("\n");
}

// --- Telegram Stars ---------------------------------------------------------------------------------

/** `error_message` of a refused pre-checkout query (Telegram shows it to the buyer). */
export const PRE_CHECKOUT_ERRORS = {
  unknown: "This invoice is no longer valid. Please open the store and buy the pack again.",
  notYours: "This invoice was made for another player. Please buy the pack from your own account.",
  onBreak: "You are taking a break from JadeVerse: purchases are paused until it ends.",
  accountLocked: "This account is locked. Please contact support.",
  alreadyPaid: "This invoice has already been paid.",
  priceChanged: "The price of this pack has changed. Please open the store and buy it again.",
  passHeld: "You hold this season pass or a higher one already. See Settings in JadeVerse.",
} as const;

export const REFUND_USAGE = "Usage: /refund <telegram_payment_charge_id>";
export const REFUND_NOT_ALLOWED = "Only community managers can refund payments.";
export const REFUND_NOT_FOUND = "No Stars payment has this charge id.";
export const REFUND_ALREADY = "This payment has already been refunded.";
export const REFUND_NO_TELEGRAM = "The buyer's account has no Telegram link any more: refund it by hand.";

export function refundSpentText(gems: number): string {
  return `Refused: the player has already spent some of the ${gems} gems of this payment. Nothing was refunded.`;
}

/** A season pass charge refunded: the Stars back, the period it paid taken off the pass. */
export function refundPassDoneText(stars: number, days: number): string {
  return `Refunded ${stars} Stars. The season pass lost the ${days} days this payment paid for.`;
}

export function refundDoneText(stars: number, gems: number): string {
  return `Refunded ${stars} ⭐ to the player and debited ${gems} 💎.`;
}

export function refundTelegramFailedText(reason: string): string {
  return `Telegram refused the refund (${reason}). Nothing was debited.`;
}

// --- Notifications ----------------------------------------------------------------------------------

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The message of each notification kind, from its payload (fields are optional; unknown ones ignored). */
export function notificationText(kind: NotificationKind, payload: Record<string, unknown>): string {
  switch (kind) {
    case "queue_turn":
      return "🎮 It's your turn! Your play slot is ready: open JadeVerse now to take it.";
    case "payment_credited":
      return `✅ Payment received: ${num(payload.gems)} 💎 gems were added to your balance${
        typeof payload.stars === "number" ? ` (${num(payload.stars)} ⭐)` : ""
      }.`;
    case "referral_verified":
      return `🤝 A friend you invited just joined JadeVerse: ${num(payload.gems)} 💎 gems are yours.`;
    case "race_prize": {
      const item = typeof payload.item === "string" ? ` and the ${payload.item}` : "";
      const month = typeof payload.month === "string" ? ` of ${payload.month}` : "";
      return `🏆 You finished #${num(payload.position)} in the monthly race${month}: ${num(payload.coins).toLocaleString("en-US")} 🪙 coins${item} are yours.`;
    }
    case "daily_bonus_ready":
      return `🎁 Your daily bonus is ready: claim ${num(payload.coins).toLocaleString("en-US")} 🪙 coins in JadeVerse${
        num(payload.streak) > 1 ? ` and keep your ${num(payload.streak) - 1}-day streak going` : ""
      }. Send /reminders off to stop these.`;
  }
}
