import { useEffect, useState } from "react";
import { VESTING_TEXT as T } from "./content.ts";
import { countdown } from "./vesting-rules.ts";

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

/**
 * The cliff countdown (docs/product/economy.md §2, §9): days, hours, minutes and seconds to the round's cliff target
 * (UTC), ticking every second; "Cliff ended" once the target has passed. The ticking figures are not
 * a live region (a screen reader would speak every second); the whole is labelled with the date.
 */
export function CliffCountdown({ target }: { target: number }) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdown(target, now);
  useEffect(() => {
    if (left.ended) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.ended]);
  const date = new Date(target).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <section
      aria-label={`${T.cliffCountdown} to ${date} UTC`}
      className="flex flex-col gap-2"
      data-testid="cliff-countdown"
    >
      <h3 className="text-sm font-semibold text-muted">{T.cliffCountdown}</h3>
      {left.ended ? (
        <p className="font-display text-xl font-semibold text-jade">{T.cliffEnded}</p>
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
              <span className="text-[11px] text-muted">{label}</span>
            </div>
          ))}
        </div>
      )}
      <p className="text-xs text-muted">{date} UTC</p>
    </section>
  );
}
