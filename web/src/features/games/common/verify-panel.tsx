import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { Card } from "../../../ui/card.tsx";
import { gamesMessages } from "../messages.ts";
import type { HubGame } from "./constants.ts";
import { gameHistoryQuery } from "./games-queries.ts";
import { roundSummary } from "./history-rules.ts";
import { verdictText, verifyRound } from "./verify-rules.ts";

/**
 * Verify a past round: once a rotation has revealed its server seed, the round is recomputed here,
 * in the browser, with the engines and float stream that settled it, and compared with the record.
 */
export function VerifyPanel({
  game,
  roundId,
  onClose,
}: {
  game: HubGame;
  roundId: string | null;
  onClose(): void;
}) {
  const { api } = usePlatform();
  const t = useMessages(gamesMessages);
  const history = useQuery(gameHistoryQuery(api, game));
  const round = roundId === null ? undefined : history.data?.find((r) => String(r.roundId) === roundId);
  const state = useMemo(() => (round ? verifyRound(t, round) : null), [t, round]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (roundId !== null) heading.current?.focus();
  }, [roundId]);

  return (
    <Card as="section" className="p-4" aria-labelledby="games-verify-title">
      <div className="flex items-center justify-between gap-2">
        <h2
          id="games-verify-title"
          ref={heading}
          tabIndex={-1}
          className="text-xs tracking-wide text-muted uppercase outline-none"
        >
          {t("verifyTitle")}
        </h2>
        {roundId !== null ? (
          <button
            type="button"
            onClick={onClose}
            className="text-xs font-semibold text-muted underline hover:text-ink"
          >
            {t("close")}
          </button>
        ) : null}
      </div>
      {!round ? (
        <p className="mt-2 text-sm text-muted">{t("verifyPick")}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-muted">{t("round")}</dt>
            <dd className="text-ink">
              #{round.roundId} · {roundSummary(t, round)}
            </dd>
            <dt className="text-muted">{t("serverSeedHash")}</dt>
            <dd className="font-mono break-all text-ink">{round.serverSeedHash}</dd>
            <dt className="text-muted">{t("serverSeed")}</dt>
            <dd className="font-mono break-all text-ink">{round.serverSeed ?? t("notRevealedYet")}</dd>
            <dt className="text-muted">{t("clientSeed")}</dt>
            <dd className="font-mono break-all text-ink">{round.clientSeed}</dd>
            <dt className="text-muted">{t("nonce")}</dt>
            <dd className="font-mono text-ink">{round.nonce}</dd>
          </dl>
          <div aria-live="polite" data-testid="games-verify-result">
            {state === null ? null : state.status === "not-revealed" ? (
              <p className="text-sm text-muted">{verdictText(t, state)}</p>
            ) : (
              <div
                className={`rounded-card border p-3 text-sm ${
                  state.status === "checked" && state.verification.match
                    ? "border-success/60 text-success"
                    : "border-danger/60 text-danger"
                }`}
              >
                <p className="font-bold">
                  {state.status === "checked" && state.verification.match ? t("match") : t("mismatch")}
                </p>
                <p>{verdictText(t, state)}</p>
                {state.status === "checked" ? (
                  <ul className="mt-2 flex flex-col gap-1 text-xs">
                    {state.checks.map((check) => (
                      <li key={check.label}>
                        <span aria-hidden="true">{check.ok ? "✓ " : "✗ "}</span>
                        <span className="sr-only">{check.ok ? t("checkPassed") : t("checkFailed")}</span>
                        {t(check.label)}
                      </li>
                    ))}
                    {state.recomputedSummary ? (
                      <li>{t("recomputed", { summary: state.recomputedSummary })}</li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
