import { useMessages } from "../../../i18n/messages.ts";
import { useClosingConfirmation } from "../../../lib/platform-hooks.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { Announcer } from "../common/announcer.tsx";
import { ChipPicker } from "../common/chip-picker.tsx";
import { GameNotices } from "../common/game-notices.tsx";
import { payoutText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { RouletteBets } from "./roulette-bets.tsx";
import { betName, pocketText } from "./roulette-rules.ts";
import { RouletteTable } from "./roulette-table.tsx";
import { RouletteWheel } from "./roulette-wheel.tsx";
import { type RouletteRules, useRoulette } from "./use-roulette.ts";

const NO_WINS: ReadonlySet<string> = new Set();
const TOOL =
  "h-10 rounded-full px-3 text-sm font-semibold text-muted transition hover:bg-raised hover:text-ink aria-disabled:opacity-60";

/**
 * European roulette: chips on a single-zero table (numbers by keyboard or touch, outside bets, and
 * inside bets formed by picking neighbouring numbers), several bets per spin, the wheel turning to
 * the pocket, the result spoken once it stops.
 */
export function RouletteGame({ rules }: { rules: RouletteRules }) {
  const game = useRoulette(rules);
  const t = useMessages(gamesMessages);
  // Closing the app mid-round asks first (Telegram's closing confirmation; the browser's beforeunload).
  useClosingConfirmation(game.busy);
  const answer = game.result?.answer ?? null;
  const winning = game.result?.winning ?? NO_WINS;
  return (
    <div className="flex flex-col gap-4">
      <Announcer message={game.announcement} />
      <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <RouletteWheel
          rotation={game.rotation}
          instant={game.instant}
          result={game.spinning ? null : (answer?.pocket ?? null)}
        />
        <div className="min-h-20 text-center sm:text-left" data-testid="roulette-result">
          {game.spinning ? (
            <p className="text-sm text-muted">{t("wheelSpinning")}</p>
          ) : answer ? (
            <>
              <p className="font-display text-2xl font-bold text-ink">{pocketText(t, answer.pocket)}</p>
              <p className={answer.totalWin > 0 ? "text-lg font-semibold text-gold" : "text-sm text-muted"}>
                {payoutText(t, answer.totalBet, answer.totalWin)}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted">{t("roulettePays", { odds: rules.odds.straight })}</p>
          )}
        </div>
      </div>
      <ChipPicker values={game.chips} value={game.chip} onChange={game.setChip} disabled={game.busy} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-pressed={game.pickMode} onClick={game.togglePickMode}>
          {game.pickMode ? t("pickingNumbers") : t("pickNumbers")}
        </Button>
        {game.pickMode ? (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {game.picked.length === 0
                ? t("pickNeighbours")
                : game.combo
                  ? betName(t, game.combo.kind, game.combo.numbers)
                  : t("pickedNotABet", { numbers: [...game.picked].sort((a, b) => a - b).join(", ") })}
            </p>
            <Button disabled={!game.combo || game.busy} onClick={game.placeCombo}>
              {game.combo
                ? t("placeNamedBet", { bet: betName(t, game.combo.kind, game.combo.numbers) })
                : t("placeBet")}
            </Button>
          </>
        ) : null}
      </div>
      <RouletteTable
        board={game.board}
        picked={game.picked}
        pickMode={game.pickMode}
        onCell={game.pressCell}
        pocket={game.spinning ? null : (answer?.pocket ?? null)}
        winning={game.spinning ? NO_WINS : winning}
        disabled={game.busy}
      />
      <RouletteBets
        board={game.board}
        onRemove={game.remove}
        winning={game.spinning ? NO_WINS : winning}
        disabled={game.busy}
      />
      <GameNotices notice={game.notice} error={game.error} shortOfCoins={game.shortOfCoins} />
      {/* On narrow screens the tools stay in reach while the table scrolls, standing on the bottom bars
          (the feedback dock, the tab bar); the page's scrolling into view stops above them (styles.css). */}
      <div
        data-bottom-tools=""
        className="sticky bottom-[calc(var(--bottom-chrome,0px)+0.5rem)] z-20 flex h-(--bottom-tools-height) items-center gap-1 rounded-full border border-line bg-surface/95 px-1.5 shadow-card backdrop-blur lg:static"
      >
        <button type="button" className={TOOL} aria-disabled={game.busy || !game.canUndo} onClick={game.undo}>
          {t("undo")}
        </button>
        <button
          type="button"
          className={TOOL}
          aria-disabled={game.busy || game.board.length === 0}
          onClick={game.clear}
        >
          {t("clear")}
        </button>
        <button
          type="button"
          className={TOOL}
          aria-disabled={game.busy || game.board.length === 0}
          onClick={game.double}
        >
          {t("doubleBets")}
        </button>
        <Button
          className="ml-auto"
          aria-disabled={game.busy}
          icon={game.busy ? <Spinner /> : undefined}
          onClick={() => void game.spin()}
        >
          {game.busy ? t("spinning") : t("spin")}
        </Button>
      </div>
    </div>
  );
}
