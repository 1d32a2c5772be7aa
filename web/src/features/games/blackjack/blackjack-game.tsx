import { useEffect, useRef } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { useClosingConfirmation } from "../../../lib/platform-hooks.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { Announcer } from "../common/announcer.tsx";
import { GameNotices } from "../common/game-notices.tsx";
import { StakeControl } from "../common/stake-control.tsx";
import { coinsText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { actionName, orderedActions } from "./blackjack-rules.ts";
import { BlackjackTable } from "./blackjack-table.tsx";
import { type BlackjackRules, useBlackjack } from "./use-blackjack.ts";

/**
 * Blackjack against the dealer: a stake within the limits, then the actions the hand allows (Hit,
 * Stand, Double, Split, Insurance), one request at a time. Focus moves to the first action after
 * every answer, and to Deal when the hand is over.
 */
export function BlackjackGame({ rules }: { rules: BlackjackRules }) {
  const game = useBlackjack(rules);
  const t = useMessages(gamesMessages);
  // Closing the app mid-round asks first (Telegram's closing confirmation; the browser's beforeunload).
  useClosingConfirmation(game.pending);
  const controls = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const seq = game.round ? `${game.round.roundId}:${game.round.seq}:${game.round.status}` : "none";
  useEffect(() => {
    if (seq === "none") return;
    const active = document.activeElement;
    if (active && active !== document.body && !root.current?.contains(active)) return;
    controls.current?.querySelector<HTMLButtonElement>("button[data-first]")?.focus();
  }, [seq]);

  const round = game.round;
  const legal = game.open && round ? orderedActions(round.legalActions) : [];
  return (
    <div ref={root} className="flex flex-col gap-4">
      <Announcer message={game.announcement} />
      {game.resuming ? (
        <div className="grid min-h-56 place-items-center">
          <Spinner className="size-6" />
        </div>
      ) : (
        <BlackjackTable round={round} reduced={game.reduced} />
      )}
      <div ref={controls} className="flex flex-col gap-3">
        {game.open && round ? (
          <fieldset className="flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">{t("yourMove")}</legend>
            {legal.map((action, i) => (
              <Button
                key={action}
                data-first={i === 0 ? "" : undefined}
                variant={i === 0 ? "primary" : "secondary"}
                aria-disabled={game.pending}
                onClick={() => void game.act(action)}
              >
                {actionName(t, round.hand, action)}
              </Button>
            ))}
            {game.pending ? <Spinner className="size-5 self-center" /> : null}
          </fieldset>
        ) : (
          <>
            <StakeControl
              bounds={game.bounds}
              value={game.stake}
              onChange={game.setStake}
              disabled={game.pending}
            />
            <Button
              size="lg"
              data-first=""
              className="self-start"
              aria-disabled={game.pending}
              icon={game.pending ? <Spinner /> : undefined}
              onClick={() => void game.deal()}
            >
              {game.pending
                ? t("dealing")
                : t(round ? "dealAgainFor" : "dealFor", { coins: coinsText(t, game.stake || 0) })}
            </Button>
          </>
        )}
      </div>
      <GameNotices notice={game.notice} error={game.error} shortOfCoins={game.shortOfCoins} />
    </div>
  );
}
