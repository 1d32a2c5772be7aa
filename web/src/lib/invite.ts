/**
 * Referral invitations (docs/product/economy.md §2 "Referral Program"): each shell hands out the link its players
 * can open, through Platform.invite.
 */

/** How a shell hands out an invitation: the link it gives for a code, and how it is delivered. */
export interface Invite {
  /** `copy`: to the clipboard (the web); `share`: through the platform's share (Telegram). */
  readonly delivery: "copy" | "share";
  /** The player's invitation link for `code`; `botUsername` is the bot's, when one is configured. */
  link(code: string, botUsername: string | null): string;
}

/** The web's referral link: the landing's `?referral=` opens registration with the code locked (docs/product/platform.md §2). */
export function webReferralLink(origin: string, code: string): string {
  return `${origin}/?referral=${encodeURIComponent(code)}`;
}

/**
 * Telegram's direct link to the bot's Mini App: `start_param` carries the code, which the Telegram
 * sign-in reads (api/src/lib/accounts/telegram-player.ts `referralCodeFromStartParam`).
 */
export function telegramReferralLink(botUsername: string, code: string): string {
  return `https://t.me/${botUsername}?startapp=${encodeURIComponent(code)}`;
}

/** The web: the landing's link, copied. */
export const WEB_INVITE: Invite = {
  delivery: "copy",
  link: (code) => webReferralLink(window.location.origin, code),
};

/** Telegram: the Mini App's `startapp` link (the web's when no bot is configured), shared through Telegram. */
export const TELEGRAM_INVITE: Invite = {
  delivery: "share",
  link: (code, bot) =>
    bot ? telegramReferralLink(bot, code) : webReferralLink(window.location.origin, code),
};
