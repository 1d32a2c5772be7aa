import { useCallback } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { type ShareResult, usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { useMe } from "../../lib/queries/users.ts";
import { settingsMessages } from "./messages.ts";

export interface ReferralLink {
  /** The player's link, once their profile has loaded. */
  link: string | undefined;
  /** `copy`: the web copies it to the clipboard; `share`: the Mini App hands it to Telegram's share. */
  delivery: "copy" | "share";
  /** Copies or shares the link; how it ended ("copied" also when a share fell back to copying). */
  deliver(): Promise<ShareResult>;
}

async function copyToClipboard(text: string): Promise<ShareResult> {
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}

/**
 * The player's referral link as this platform hands it out (docs/product/economy.md §2 "Referral Program",
 * `platform.invite`): on the web the landing's `/?referral=CODE` (registration with the code locked),
 * copied to the clipboard; in the Mini App Telegram's `https://t.me/<bot>?startapp=CODE` (the Telegram
 * sign-in reads the code from `start_param`), shared through `platform.share` (Telegram's share dialog).
 */
export function useReferralLink(): ReferralLink {
  const t = useMessages(settingsMessages);
  const platform = usePlatform();
  const code = useMe().data?.referralCode;
  const bot = usePublicConfig().data?.telegramBotUsername ?? null;
  const { delivery } = platform.invite;
  const link = code ? platform.invite.link(code, bot) : undefined;
  const deliver = useCallback(async (): Promise<ShareResult> => {
    if (!link) return "failed";
    if (delivery === "share") return platform.share({ url: link, text: t("shareText") });
    return copyToClipboard(link);
  }, [link, delivery, platform, t]);
  return { link, delivery, deliver };
}
