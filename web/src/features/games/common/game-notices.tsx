import { Link } from "react-router";
import { buyGemsSection } from "../../../lib/constants.ts";
import { Notice } from "../../../ui/notice.tsx";
import { GAMES_TEXT } from "./constants.ts";

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
  notice: string | null;
  error: string | null;
  shortOfCoins: boolean;
}) {
  return (
    <>
      {notice ? (
        <Notice>
          <span>
            {notice}
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
  return (
    <>
      {" "}
      <Link to={buyGemsSection("swap")} className="font-semibold underline underline-offset-2">
        {GAMES_TEXT.swapForCoins}
      </Link>{" "}
      {GAMES_TEXT.or}{" "}
      <Link to={buyGemsSection("purchase")} className="font-semibold underline underline-offset-2">
        {GAMES_TEXT.buyGems}
      </Link>
      .
    </>
  );
}
