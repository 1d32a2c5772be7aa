import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { type VestingMessage, vestingMessages } from "./messages.ts";
import { cliffDate, countdown } from "./vesting-rules.ts";

const UNITS = [
  ["days", "countdownDays"],
  ["hours", "countdownHours"],
  ["minutes", "countdownMinutes"],
  ["seconds", "countdownSeconds"],
] as const satisfies readonly (readonly [string, VestingMessage])[];

/**
 * The cliff countdown (docs/product/economy.md §2, §9): days, hours, minutes and seconds to the round's cliff target
 * (UTC), ticking every second; "Cliff ended" once the target has passed. The ticking figures are not
 * a live region (a screen reader would speak every second); the whole is labelled with the date.
 * Each unit's name agrees with its figure where the language's plurals want it ("1 день", "5 дней").
 */
export function CliffCountdown({ target }: { target: number }) {
  const t = useMessages(vestingMessages);
  const locale = useAtomValue(localeAtom);
  const [now, setNow] = useState(() => Date.now());
  const left = countdown(target, now);
  useEffect(() => {
    if (left.ended) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.ended]);
  const date = cliffDate(target, locale);
  return (
    <section
      aria-label={t("cliffCountdownLabel", { date })}
      className="flex flex-col gap-2"
      data-testid="cliff-countdown"
    >
      <h3 className="text-sm font-semibold text-muted">{t("cliffCountdown")}</h3>
      {left.ended ? (
        <p className="font-display text-xl font-semibold text-jade">{t("cliffEnded")}</p>
      ) : (
        <div className="grid grid-cols-4 gap-2">
          {UNITS.map(([key, label]) => (
            <div
              key={key}
              className="flex flex-col items-center rounded-xl border border-line bg-raised px-2 py-2"
            >
              <span className="font-display text-xl font-semibold tabular-nums">
                {String(left[key]).padStart(2, "0")}
              </span>
              <span className="text-[11px] text-muted">{t(label, { count: left[key] })}</span>
            </div>
          ))}
        </div>
      )}
      <p className="text-xs text-muted">{t("cliffDate", { date })}</p>
    </section>
  );
}
