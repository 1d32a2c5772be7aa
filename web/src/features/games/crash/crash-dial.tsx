import { Fragment, useId } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { useReducedMotion } from "../common/use-reduced-motion.ts";
import { gamesMessages } from "../messages.ts";
import type { LiveRound } from "./crash-live-round.ts";
import { curvePoints, multiplierText, phaseParts } from "./crash-rules.ts";

const CURVE = { width: 320, height: 140 } as const;

/**
 * "Round #12 · Taking bets · starts in 3 s", wrapping only between its parts on a narrow screen (each
 * part whole on its line, the separator ending the line it follows), never a lone "s" (issue 31).
 */
function StatusLine({ parts }: { parts: readonly string[] }) {
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions in the line.
    <Fragment key={i}>
      {i > 0 ? " " : null}
      <span className="whitespace-nowrap">{i < parts.length - 1 ? `${part} ·` : part}</span>
    </Fragment>
  ));
}

/** The round's face: its number and phase, the live multiplier, and the curve (not with reduced motion). */
export function CrashDial({
  round,
  secondsLeft,
  growthRate,
}: {
  round: LiveRound | null;
  secondsLeft: number;
  growthRate: number;
}) {
  const ids = useId();
  const reduced = useReducedMotion();
  const t = useMessages(gamesMessages);
  const phase = round?.phase ?? null;
  const tone = phase === "crashed" ? "text-danger" : phase === "running" ? "text-jade" : "text-ink";
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-line bg-raised p-4">
      <p
        id={`${ids}-phase`}
        className="text-center text-sm font-semibold text-muted"
        data-phase={phase ?? "waiting"}
      >
        {round ? (
          <StatusLine
            parts={[
              t("roundNumber", { number: round.gameNumber }),
              ...phaseParts(t, round.phase, { secondsLeft, point: round.point }),
            ]}
          />
        ) : (
          t("waitingForRound")
        )}
      </p>
      <p
        className={`font-display text-6xl font-bold tabular-nums ${tone}`}
        aria-describedby={`${ids}-phase`}
        data-testid="crash-multiplier"
      >
        {round && round.phase !== "betting" ? multiplierText(round.multiplier) : multiplierText(100)}
      </p>
      {reduced || !round || round.phase === "betting" ? null : (
        <svg
          viewBox={`0 0 ${CURVE.width} ${CURVE.height}`}
          className="h-36 w-full max-w-md"
          aria-hidden="true"
          focusable="false"
        >
          <polyline
            points={curvePoints(round.elapsedMs, growthRate, CURVE.width, CURVE.height)}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            className={tone}
          />
        </svg>
      )}
    </div>
  );
}
