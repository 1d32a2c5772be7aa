import type { BaccaratDeal } from "@jadeverse/api/client/games";
import { useMessages } from "../../../i18n/messages.ts";
import { useClosingConfirmation } from "../../../lib/platform-hooks.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { Announcer } from "../common/announcer.tsx";
import { ChipPicker } from "../common/chip-picker.tsx";
import { GameNotices } from "../common/game-notices.tsx";
import { PlayingCard } from "../common/playing-card.tsx";
import { coinsText, payoutText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { BOX_NAMES, BOX_ORDER, type Side, shownCount } from "./baccarat-rules.ts";
import { type BaccaratRules, useBaccarat } from "./use-baccarat.ts";

function Hand({
  coup,
  side,
  shown,
  done,
}: {
  coup: BaccaratDeal | null;
  side: Side;
  shown: number;
  done: boolean;
}) {
  const cards = coup ? (side === "player" ? coup.playerCards : coup.bankerCards) : [];
  const total = coup ? (side === "player" ? coup.playerTotal : coup.bankerTotal) : null;
  const won = done && coup?.winner === side;
  const t = useMessages(gamesMessages);
  return (
    <section
      aria-label={t("sideHand", { side })}
      className={`flex min-h-36 flex-col items-center gap-2 rounded-card border p-3 transition ${won ? "border-gold bg-gold/10" : "border-line bg-surface"}`}
    >
      <h3 className="text-xs font-bold tracking-wide text-muted uppercase">
        {t(BOX_NAMES[side])}
        {done && total !== null ? <span className="ml-2 text-base text-ink">{total}</span> : null}
      </h3>
      <div className="flex min-h-20 flex-wrap justify-center gap-1.5 sm:min-h-28">
        {cards.slice(0, shown).map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards never reorder.
          <PlayingCard key={i} card={card} />
        ))}
      </div>
      {won ? <p className="text-sm font-bold text-gold">{t("sideWins", { side })}</p> : null}
    </section>
  );
}

/** Punto Banco: chips in the Player, Tie and Banker boxes, then the coup dealt card by card. */
export function BaccaratGame({ rules }: { rules: BaccaratRules }) {
  const game = useBaccarat(rules);
  const t = useMessages(gamesMessages);
  // Closing the app mid-round asks first (Telegram's closing confirmation; the browser's beforeunload).
  useClosingConfirmation(game.busy);
  const { coup, done } = game;
  return (
    <div className="flex flex-col gap-4">
      <Announcer message={game.announcement} />
      <div dir="ltr" className="grid grid-cols-2 gap-3">
        <Hand coup={coup} side="player" shown={shownCount(game.steps, game.revealed, "player")} done={done} />
        <Hand coup={coup} side="banker" shown={shownCount(game.steps, game.revealed, "banker")} done={done} />
      </div>
      <p className="min-h-6 text-center text-sm" data-testid="baccarat-result">
        {done && coup ? (
          <>
            <span className="font-semibold text-ink">
              {coup.winner === "tie"
                ? t("tieAt", { total: coup.playerTotal })
                : t("sideWins", { side: coup.winner })}
              {coup.natural ? t("natural") : ""}.{" "}
            </span>
            <span className={coup.totalWin > 0 ? "font-semibold text-gold" : "text-muted"}>
              {payoutText(t, coup.totalBet, coup.totalWin)}
            </span>
          </>
        ) : null}
      </p>
      <ChipPicker values={game.chips} value={game.chip} onChange={game.setChip} disabled={game.busy} />
      <fieldset dir="ltr" className="grid min-w-0 grid-cols-3 gap-2">
        <legend className="sr-only">{t("bets")}</legend>
        {BOX_ORDER.map((kind) => {
          const amount = game.boxes[kind];
          const won = done && coup?.bets.find((b) => b.kind === kind);
          return (
            <button
              key={kind}
              type="button"
              // The name reads what the box shows, in its order (WCAG 2.5.3), the chips on it last.
              aria-label={
                amount > 0
                  ? t("betOnBoxWith", { kind, pays: rules.bets[kind].pays, coins: coinsText(t, amount) })
                  : t("betOnBox", { kind, pays: rules.bets[kind].pays })
              }
              aria-disabled={game.busy || undefined}
              onClick={() => game.addChip(kind)}
              className={`flex min-h-24 flex-col items-center justify-center gap-1 rounded-card border-2 p-2 transition hover:brightness-125 motion-safe:active:scale-[0.98] ${
                kind === "tie"
                  ? "border-jade/60 bg-jade/10"
                  : kind === "player"
                    ? "border-[#8fb8ff]/60 bg-[#8fb8ff]/10"
                    : "border-[#ff8f85]/60 bg-[#ff8f85]/10"
              } ${won && won.outcome === "win" ? "ring-2 ring-gold" : ""}`}
            >
              <span className="font-display text-lg font-bold text-ink">{t(BOX_NAMES[kind])}</span>{" "}
              <span className="text-xs text-muted">{t("pays", { pays: rules.bets[kind].pays })}</span>{" "}
              <span className="text-sm font-semibold text-gold">
                {amount > 0 ? coinsText(t, amount) : "\u00a0"}
              </span>
            </button>
          );
        })}
      </fieldset>
      <GameNotices notice={game.notice} error={game.error} shortOfCoins={game.shortOfCoins} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" aria-disabled={game.busy} onClick={game.clear}>
          {t("clear")}
        </Button>
        <p className="text-xs text-muted">
          {t("stakeRangeBox", {
            min: coinsText(t, rules.limits.minBet),
            max: coinsText(t, rules.limits.maxBet),
          })}
        </p>
        <Button
          size="lg"
          className="ml-auto"
          aria-disabled={game.busy}
          icon={game.busy ? <Spinner /> : undefined}
          onClick={() => void game.deal()}
        >
          {game.busy ? t("dealing") : t("deal")}
        </Button>
      </div>
    </div>
  );
}
