/** Every user-facing string and command of the bot, named once. */
import type { NotificationKind } from "@jadeverse/db/notifications";

/** The public command list (`setMyCommands`); `/refund` is for community managers and not listed. */
export const COMMANDS = [
  { command: "start", description: "Open JadeVerse" },
  { command: "play", description: "Open the game" },
  { command: "balance", description: "Your gems and coins" },
  { command: "mute", description: "Stop notifications" },
  { command: "unmute", description: "Turn notifications back on" },
  { command: "reminders", description: "Daily bonus reminder: on or off" },
  { command: "help", description: "What this bot can do" },
] as const;

export const PLAY_BUTTON = "🎰 Play JadeVerse";
/** The menu button beside the message field (opens the Mini App). */
export const MENU_BUTTON = "Play";

export const WELCOME_TEXT = [
  "Welcome to JadeVerse… 💎",
  "",
  "A free-to-play social casino: spin the wheel, climb the leaderboard and play with friends.",
  "Everything runs on virtual coins and gems only: no real-money gambling, nothing to cash out.",
  "",
  "Tap the button below to start playing.",
].join("\n");

export const REFERRAL_NOTE =
  "🎁 You came with a friend's invite: open JadeVerse with the button below so it counts.";
export const REFERRAL_ALREADY_PLAYING_NOTE =
  "You already have a JadeVerse account, so this invite does not change anything: welcome back!";

/** Button labels of the page deep links (`/start wheel` → "Open the wheel"). */
export const PAGE_BUTTONS: Record<string, string> = {
  wheel: "🎡 Open the wheel",
  store: "🛍 Open the store",
  leaderboard: "🏆 Open the leaderboard",
  "buy-gems": "💎 Buy gems",
  inventory: "🎒 Open your inventory",
  settings: "⚙️ Open settings",
};

export const PLAY_TEXT = "Tap the button to open JadeVerse.";

export const NO_ACCOUNT_TEXT =
  "You have no JadeVerse account yet: open the app with the button below and it is created for you.";

export function balanceText(gems: number, coins: number): string {
  const n = (v: number) => v.toLocaleString("en-US");
  return [`💎 Gems: ${n(gems)}`, `🪙 Coins: ${n(coins)}`].join("\n");
}

export const MUTED_TEXT = "🔕 Notifications are off. Send /unmute to turn them back on.";
export const UNMUTED_TEXT = "🔔 Notifications are on. Send /mute to turn them off.";
export const REMINDERS_ON_TEXT =
  "🎁 I'll tell you each day when your daily bonus is ready. Send /reminders off to stop.";
export const REMINDERS_OFF_TEXT = "Daily bonus reminders are off. Send /reminders on to get them.";
export const REMINDERS_USAGE = "Send /reminders on or /reminders off.";

export const HELP_TEXT = [
  "JadeVerse is a free-to-play social casino with virtual currencies only.",
  "",
  ...COMMANDS.map((c) => `/${c.command}: ${c.description}`),
].join("\n");

export const SHORT_HELP_TEXT = "I only understand a few commands. Send /start to play or /help for the list.";

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
