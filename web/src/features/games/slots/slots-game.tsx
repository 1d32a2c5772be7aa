import { useMessages } from "../../../i18n/messages.ts";
import { useClosingConfirmation } from "../../../lib/platform-hooks.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { Announcer } from "../common/announcer.tsx";
import { GameNotices } from "../common/game-notices.tsx";
import { StakeControl } from "../common/stake-control.tsx";
import { coinsText, payoutText } from "../common/stake-rules.ts";
import { type GamesMessage, gamesMessages } from "../messages.ts";
import { SlotsPaytable } from "./slots-paytable.tsx";
import { SlotsReels } from "./slots-reels.tsx";
import { paylineName, symbolName } from "./slots-rules.ts";
import { type SlotMachineRules, useSlots } from "./use-slots.ts";

const ROW_SUMMARIES: readonly GamesMessage[] = ["rowSummaryTop", "rowSummaryMiddle", "rowSummaryBottom"];

/** The 5 × 3 slot machine: a line bet on all ten lines, reels that land one by one, winning lines drawn. */
export function SlotsGame({ machine }: { machine: SlotMachineRules }) {
  const game = useSlots(machine);
  const t = useMessages(gamesMessages);
  // Closing the app mid-round asks first (Telegram's closing confirmation; the browser's beforeunload).
  useClosingConfirmation(game.busy);
  const shown = game.shown;
  return (
    <div className="flex flex-col gap-4">
      <Announcer message={game.announcement} />
      <SlotsReels
        strips={machine.reels}
        rows={machine.rows}
        paylines={machine.paylines}
        symbols={machine.symbols}
        grid={game.grid}
        landing={game.landing}
        reduced={game.reduced}
        lines={shown?.lines ?? []}
        winning={game.winning}
      />
      {shown ? (
        <div className="sr-only">
          {Array.from({ length: machine.rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions.
            <p key={row}>
              {t(ROW_SUMMARIES[row] ?? "rowSummaryN", {
                row: row + 1,
                symbols: shown.grid.map((reel) => symbolName(t, machine.symbols, reel[row] ?? "")).join(", "),
              })}
            </p>
          ))}
        </div>
      ) : null}
      <div className="min-h-12 text-center" data-testid="slots-result">
        {shown ? (
          <>
            <p className={shown.totalWin > 0 ? "text-lg font-semibold text-gold" : "text-sm text-muted"}>
              {payoutText(t, shown.totalBet, shown.totalWin)}
            </p>
            {shown.lines.length > 0 ? (
              <ul className="mt-1 flex flex-wrap justify-center gap-x-3 text-xs text-muted">
                {shown.lines.map((line) => (
                  <li key={line.line}>
                    {line.count} × {symbolName(t, machine.symbols, line.symbol)} ·{" "}
                    <span title={paylineName(t, line.line, machine.paylines[line.line] ?? [], machine.rows)}>
                      {t("lineShort", { line: line.line + 1 })}
                    </span>{" "}
                    · {coinsText(t, line.win)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      <StakeControl
        label={t("betPerLine")}
        bounds={game.bounds}
        value={game.betPerLine}
        onChange={game.setBetPerLine}
        disabled={game.busy}
        hint={t("linesHint", { count: game.lines, coins: coinsText(t, game.totalBet) })}
      />
      <GameNotices notice={game.notice} error={game.error} shortOfCoins={game.shortOfCoins} />
      <div className="flex flex-wrap items-center gap-2">
        <SlotsPaytable machine={machine} betPerLine={game.betPerLine} />
        <Button
          size="lg"
          className="ml-auto"
          aria-disabled={game.busy}
          icon={game.busy ? <Spinner /> : undefined}
          onClick={() => void game.spin()}
        >
          {game.busy ? t("spinning") : t("spinFor", { coins: coinsText(t, game.totalBet) })}
        </Button>
      </div>
    </div>
  );
}
