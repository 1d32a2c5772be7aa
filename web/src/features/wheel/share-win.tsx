import { preparedMessageResponse, type SpinOutcome } from "@jadeverse/api/client/contracts";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { useReferralLink } from "../settings/use-referral-link.ts";
import { wheelMessages } from "./messages.ts";

/**
 * "Share your win": in Telegram a rich message prepared by the bot (`shareMessage`), elsewhere the
 * player's referral link with a line about the win, so a friend who follows it counts as referred.
 */
export function ShareWinButton({ result }: { result: SpinOutcome }) {
  const platform = usePlatform();
  const t = useMessages(wheelMessages);
  const { link } = useReferralLink();
  const showToast = useSetAtom(showToastAtom);
  if (!link) return null;
  const share = async () => {
    const outcome = await platform.share({
      url: link,
      text: t("shareText", { prize: result.rewardLabel }),
      prepared: async () =>
        preparedMessageResponse.parse(
          await unwrap(platform.api.api.share.win.$post({ json: { spinId: result.spinId } })),
        ).preparedMessageId,
    });
    if (outcome === "copied") showToast({ tone: "success", message: t("shareCopied") });
  };
  return (
    <Button variant="secondary" className="mt-3 w-full" onClick={() => void share()}>
      {t("shareWin")}
    </Button>
  );
}
