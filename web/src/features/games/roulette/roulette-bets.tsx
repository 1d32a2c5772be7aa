import { useMessages } from "../../../i18n/messages.ts";
import { coinsText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { type Board, betName, boardTotal } from "./roulette-rules.ts";

/** The bets on the board as a list (every bet, inside bets included), each with its Remove button. */
export function RouletteBets({
  board,
  onRemove,
  winning,
  disabled,
}: {
  board: Board;
  onRemove(key: string): void;
  winning: ReadonlySet<string>;
  disabled: boolean;
}) {
  const t = useMessages(gamesMessages);
  return (
    <section aria-labelledby="roulette-bets-title" className="rounded-card border border-line bg-surface p-3">
      <h3
        id="roulette-bets-title"
        className="flex justify-between text-xs tracking-wide text-muted uppercase"
      >
        <span>{t("yourBets")}</span>
        <span data-testid="roulette-total">{t("total", { coins: coinsText(t, boardTotal(board)) })}</span>
      </h3>
      {board.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("rouletteEmpty")}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {board.map((bet) => {
            const name = betName(t, bet.kind, bet.numbers);
            return (
              <li
                key={bet.key}
                className={`flex items-center gap-2 rounded-full border py-1 pr-1 pl-3 text-xs ${
                  winning.has(bet.key) ? "border-gold bg-gold/10 text-gold" : "border-line bg-raised text-ink"
                }`}
              >
                <span>
                  {name} · {coinsText(t, bet.amount)}
                  {winning.has(bet.key) ? <span className="sr-only">{t("won")}</span> : null}
                </span>
                <button
                  type="button"
                  aria-label={t("removeBet", { bet: name })}
                  aria-disabled={disabled}
                  onClick={() => onRemove(bet.key)}
                  className="grid size-7 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
