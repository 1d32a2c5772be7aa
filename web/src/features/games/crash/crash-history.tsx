import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { usePlatform } from "../../../lib/platform.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { crashHistoryQuery } from "./crash-queries.ts";
import { multiplierText } from "./crash-rules.ts";

/** The recent rounds' crash points with their revealed hashes (refreshed after each crash). */
export function CrashHistory() {
  const { api } = usePlatform();
  const ids = useId();
  const history = useQuery(crashHistoryQuery(api));
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-history`}>
      <h2 id={`${ids}-history`} className="font-display text-lg font-bold text-ink">
        Recent crash points
      </h2>
      {history.isError ? (
        <p className="text-sm text-danger">Failed to load the recent rounds.</p>
      ) : history.isPending ? (
        <Spinner />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted">No finished rounds yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Recent crash points">
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
