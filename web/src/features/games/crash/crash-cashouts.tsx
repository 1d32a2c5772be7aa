import { useId } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { coinsText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { multiplierText } from "./crash-rules.ts";

/** One line of the round's cash-out list. */
export interface CashoutLine {
  key: string;
  nickname: string | null;
  multiplier: number;
  payout: number;
}

/** The round's cash-outs, newest first (the caller keeps the list short). */
export function CrashCashouts({ lines }: { lines: readonly CashoutLine[] }) {
  const ids = useId();
  const t = useMessages(gamesMessages);
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-cashouts`}>
      <h2 id={`${ids}-cashouts`} className="font-display text-lg font-bold text-ink">
        {t("cashoutsTitle")}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t("noCashouts")}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t("cashoutsTitle")}>
          {lines.map((c) => (
            <li key={c.key} className="flex justify-between gap-2">
              <span className="truncate text-ink">{c.nickname ?? t("aPlayer")}</span>
              <span className="text-muted">
                {multiplierText(c.multiplier)} · {coinsText(t, c.payout)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
