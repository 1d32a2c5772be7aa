import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { timeAgoIn } from "../../../i18n/formats.ts";
import { localeAtom } from "../../../i18n/locale.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { gamesMessages } from "../messages.ts";
import type { HubGame } from "./constants.ts";
import { gameHistoryQuery } from "./games-queries.ts";
import { roundMoney, roundSummary, roundTone } from "./history-rules.ts";

const TONES = { win: "text-success", loss: "text-muted", even: "text-ink" } as const;

/** The player's recent rounds of this game, newest first, each with a Verify button. */
export function RoundHistory({
  game,
  selected,
  onVerify,
}: {
  game: HubGame;
  selected: string | null;
  onVerify(roundId: string): void;
}) {
  const { api } = usePlatform();
  const history = useQuery(gameHistoryQuery(api, game));
  const t = useMessages(gamesMessages);
  const locale = useAtomValue(localeAtom);
  return (
    <section aria-labelledby="games-history-title" className="flex flex-col gap-3">
      <h2 id="games-history-title" className="font-display text-lg font-bold text-ink">
        {t("historyTitle")}
      </h2>
      {history.isPending ? (
        <Spinner className="size-6" />
      ) : history.isError ? (
        <p className="text-sm text-danger" role="alert">
          {t("historyFailed")}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted">{t("historyEmpty")}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="games-history">
          {history.data.map((round) => {
            const id = String(round.roundId);
            return (
              <li
                key={id}
                className={`flex items-center justify-between gap-3 rounded-card border bg-raised p-3 text-sm ${
                  selected === id ? "border-jade" : "border-line"
                }`}
              >
                <div className="min-w-0">
                  <p className={`font-semibold ${TONES[roundTone(round)]}`}>{roundSummary(t, round)}</p>
                  <p className="text-xs text-muted">{roundMoney(t, round)}</p>
                  <p className="text-xs text-muted">
                    {t("roundLine", {
                      id,
                      nonce: round.nonce,
                      ago: timeAgoIn(round.settledAt, locale, t("justNow")) ?? "",
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onVerify(id)}
                  aria-label={t("verifyRoundLabel", { id })}
                  aria-pressed={selected === id}
                  className="shrink-0 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-jade hover:border-jade"
                >
                  {t("verify")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
