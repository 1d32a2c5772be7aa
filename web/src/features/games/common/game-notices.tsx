import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { richText } from "../../../i18n/rich-text.tsx";
import { buyGemsSection } from "../../../lib/constants.ts";
import { Notice } from "../../../ui/notice.tsx";
import { type GamesText, gamesMessages, say } from "../messages.ts";

/**
 * A coin game's messages: its own notice (a stake to fix, a chip at the table's limit) and the
 * server's refusal. When the player is short of coins, either one also shows the ways to coins: the
 * Swap Gems panel and the gem packs of the purchase page (as the wheel sends a player short of gems
 * to the packs).
 */
export function GameNotices({
  notice,
  error,
  shortOfCoins,
}: {
  notice: GamesText | null;
  error: string | null;
  shortOfCoins: boolean;
}) {
  const t = useMessages(gamesMessages);
  return (
    <>
      {notice ? (
        <Notice>
          <span>
            {say(t, notice)}
            {shortOfCoins && !error ? <WaysToCoins /> : null}
          </span>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error">
          <span>
            {error}
            {shortOfCoins ? <WaysToCoins /> : null}
          </span>
        </Notice>
      ) : null}
    </>
  );
}

function WaysToCoins() {
  const t = useMessages(gamesMessages);
  return (
    <>
      {" "}
      {richText(t("waysToCoins"), {
        0: (text) => (
          <Link to={buyGemsSection("swap")} className="font-semibold underline underline-offset-2">
            {text}
          </Link>
        ),
        1: (text) => (
          <Link to={buyGemsSection("purchase")} className="font-semibold underline underline-offset-2">
            {text}
          </Link>
        ),
      })}
    </>
  );
}
