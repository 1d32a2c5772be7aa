/**
 * The bot's commands and the texts it composes from its catalogue (bot/src/messages/, docs/i18n.md "The
 * bot"): the welcome, /help, the Stars refusals, the community managers' /refund and the notifications,
 * each in the language of whoever reads it.
 */
import type { MiniAppPage } from "@jadeverse/db/deep-links";
import type { Locale } from "@jadeverse/db/i18n/locales";
import type { MessageValues } from "@jadeverse/db/i18n/message-book";
import type { NotificationKind } from "@jadeverse/db/notifications";
import type { PreCheckoutRefusal } from "@jadeverse/db/payments/stars";
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

/** The message of each pre-checkout refusal (Telegram shows it to the buyer as `error_message`). */
export const PRE_CHECKOUT_ERRORS = {
  unknown: "refuseUnknown",
  notYours: "refuseNotYours",
  onBreak: "refuseOnBreak",
  accountLocked: "refuseAccountLocked",
  alreadyPaid: "refuseAlreadyPaid",
  priceChanged: "refusePriceChanged",
  passHeld: "refusePassHeld",
} as const satisfies Record<PreCheckoutRefusal, BotMessage>;

/** A refused pre-checkout query's `error_message`, in the buyer's language. */
export const preCheckoutErrorText = (locale: Locale, refusal: PreCheckoutRefusal): string =>
  botMessages.t(locale, PRE_CHECKOUT_ERRORS[refusal]);

// --- Notifications ----------------------------------------------------------------------------------

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * A race's month as its winner reads it: English keeps the race's own `YYYY-MM`, any other language
 * its name of the month ("октябрь 2026 г.", "octubre de 2026").
 */
function monthName(locale: Locale, month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (locale === "en" || !match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * The message of each notification kind, from its payload (fields are optional; unknown ones ignored),
 * in the recipient's language.
 */
export function notificationText(
  locale: Locale,
  kind: NotificationKind,
  payload: Record<string, unknown>,
): string {
  const t = (id: BotMessage, values?: MessageValues) => botMessages.t(locale, id, values);
  switch (kind) {
    case "queue_turn":
      return t("notifyQueueTurn");
    case "payment_credited":
      return typeof payload.stars === "number"
        ? t("notifyPaymentCreditedStars", { gems: num(payload.gems), stars: num(payload.stars) })
        : t("notifyPaymentCredited", { gems: num(payload.gems) });
    case "referral_verified":
      return t("notifyReferralVerified", { gems: num(payload.gems) });
    case "race_prize": {
      const values: MessageValues = { position: num(payload.position), coins: num(payload.coins) };
      const item = typeof payload.item === "string" ? payload.item : undefined;
      if (item !== undefined) values.item = item;
      if (typeof payload.month !== "string")
        return t(item === undefined ? "notifyRacePrizeNoMonth" : "notifyRacePrizeItemNoMonth", values);
      values.month = monthName(locale, payload.month);
      return t(item === undefined ? "notifyRacePrize" : "notifyRacePrizeItem", values);
    }
    case "daily_bonus_ready": {
      const coins = num(payload.coins);
      const streak = num(payload.streak);
      return streak > 1
        ? t("notifyDailyBonusStreak", { coins, days: streak - 1 })
        : t("notifyDailyBonus", { coins });
    }
  }
}
