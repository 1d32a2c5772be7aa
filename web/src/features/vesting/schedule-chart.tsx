import { useMessages } from "../../i18n/messages.ts";
import { localFigures } from "../../lib/figure-locale.ts";
import { formatTokenAmount } from "../../lib/format.ts";
import { type VestingTranslate, vestingMessages } from "./messages.ts";
import type { VestingSchedule } from "./vesting-rules.ts";

/** The drawing's own units: stretched to the card's width at a fixed height (strokes keep their width). */
const WIDTH = 600;
const HEIGHT = 160;
const TOP = 8;

/**
 * The vesting schedule as unlocked tokens over the months after TGE: a step line (the TGE share at
 * month 0, flat through the cliff, then one step per monthly unlock) over a shaded area, the cliff's
 * end dashed. The axis labels are text under the drawing (so they never stretch with it), and the
 * figure's caption says the same in words for screen readers. Time runs left to right in every
 * language (the drawing is not mirrored), so the axis under it is laid out left to right too.
 */
export function ScheduleChart({ schedule }: { schedule: VestingSchedule }) {
  const t = useMessages(vestingMessages);
  const lastMonth = schedule.points.at(-1)?.month ?? 1;
  const x = (month: number) => (month / Math.max(1, lastMonth)) * WIDTH;
  const y = (unlocked: number) =>
    HEIGHT - (schedule.total > 0 ? unlocked / schedule.total : 0) * (HEIGHT - TOP);
  let line = `M 0 ${y(schedule.points[0]?.unlocked ?? 0)}`;
  for (const point of schedule.points.slice(1)) line += ` H ${x(point.month)} V ${y(point.unlocked)}`;
  const area = `${line} V ${HEIGHT} H 0 Z`;
  const summary = describeSchedule(t, schedule);
  const cliffAt = `${(schedule.cliffMonths / Math.max(1, lastMonth)) * 100}%`;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full overflow-visible"
        role="img"
        aria-label={t("scheduleLabel", { summary })}
        data-testid="vesting-chart"
      >
        <path d={area} className="fill-jade/15" />
        <path d={line} className="fill-none stroke-jade" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {schedule.cliffMonths > 0 ? (
          <line
            x1={x(schedule.cliffMonths)}
            x2={x(schedule.cliffMonths)}
            y1={0}
            y2={HEIGHT}
            className="stroke-gold"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-line"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div aria-hidden="true" dir="ltr" className="relative h-4 text-[11px] text-muted">
        <span className="absolute start-0">{t("axisTge")}</span>
        {schedule.cliffMonths > 0 ? (
          <span className="absolute -translate-x-1/2 text-gold" style={{ left: cliffAt }}>
            {t("axisCliff", { months: localFigures(String(schedule.cliffMonths)) })}
          </span>
        ) : null}
        <span className="absolute end-0">{t("axisMonths", { months: localFigures(String(lastMonth)) })}</span>
      </div>
      <figcaption className="text-xs text-muted">{t("scheduleCaption", { summary })}</figcaption>
    </figure>
  );
}

/**
 * The schedule in one sentence (one message, its parts chosen by the language): the TGE share or
 * nothing, the cliff when there is one, then the monthly unlocks, the rest at once, or nothing more.
 */
export function describeSchedule(t: VestingTranslate, schedule: VestingSchedule): string {
  return t("scheduleSummary", {
    tgeKind: schedule.atTge > 0 ? "some" : "none",
    atTge: formatTokenAmount(schedule.atTge),
    percent: localFigures(String(schedule.tgePercent)),
    cliffMonths: schedule.cliffMonths,
    cliff: localFigures(String(schedule.cliffMonths)),
    rest: schedule.vestingMonths > 0 ? "monthly" : schedule.total > schedule.atTge ? "once" : "none",
    monthly: formatTokenAmount(schedule.monthly),
    vestingMonths: schedule.vestingMonths,
    vesting: localFigures(String(schedule.vestingMonths)),
  });
}
