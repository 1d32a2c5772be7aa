import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { gamesMessages } from "../messages.ts";
import { crashHistoryQuery } from "./crash-queries.ts";
import { multiplierText } from "./crash-rules.ts";

/** The recent rounds' crash points with their revealed hashes (refreshed after each crash). */
export function CrashHistory() {
  const { api } = usePlatform();
  const ids = useId();
  const t = useMessages(gamesMessages);
  const history = useQuery(crashHistoryQuery(api));
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-history`}>
      <h2 id={`${ids}-history`} className="font-display text-lg font-bold text-ink">
        {t("recentCrashPoints")}
      </h2>
      {history.isError ? (
        <p className="text-sm text-danger">{t("crashHistoryFailed")}</p>
      ) : history.isPending ? (
        <Spinner />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted">{t("noFinishedRounds")}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label={t("recentCrashPoints")}>
          {history.data.map((r) => (
            <li key={r.gameNumber} className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-muted">#{r.gameNumber}</span>
              <span className="font-semibold text-ink">{multiplierText(r.point)}</span>
              <code className="min-w-0 font-mono text-xs break-all text-muted">{r.hash}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
