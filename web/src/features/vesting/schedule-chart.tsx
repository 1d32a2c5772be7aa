import { formatTokenAmount } from "../../lib/format.ts";
import { VESTING_TEXT as T } from "./content.ts";
import type { VestingSchedule } from "./vesting-rules.ts";

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 8, right: 8, top: 10, bottom: 22 };

/**
 * The vesting schedule as unlocked tokens over the months after TGE: a step line (the TGE share at
 * month 0, flat through the cliff, then one step per monthly unlock) over a shaded area, with the
 * cliff's end marked. The figure's caption says the same in words for screen readers.
 */
export function ScheduleChart({ schedule }: { schedule: VestingSchedule }) {
  const lastMonth = schedule.points.at(-1)?.month ?? 1;
  const x = (month: number) => PAD.left + (month / Math.max(1, lastMonth)) * (WIDTH - PAD.left - PAD.right);
  const y = (unlocked: number) =>
    HEIGHT -
    PAD.bottom -
    (schedule.total > 0 ? unlocked / schedule.total : 0) * (HEIGHT - PAD.top - PAD.bottom);
  let line = `M ${x(0)} ${y(schedule.points[0]?.unlocked ?? 0)}`;
  for (const point of schedule.points.slice(1)) line += ` H ${x(point.month)} V ${y(point.unlocked)}`;
  const area = `${line} V ${y(0)} H ${x(0)} Z`;
  const summary = describeSchedule(schedule);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${T.schedule}: ${summary}`}
        data-testid="vesting-chart"
      >
        <path d={area} className="fill-jade/15" />
        <path d={line} className="fill-none stroke-jade" strokeWidth={2} />
        {schedule.cliffMonths > 0 ? (
          <line
            x1={x(schedule.cliffMonths)}
            x2={x(schedule.cliffMonths)}
            y1={PAD.top}
            y2={HEIGHT - PAD.bottom}
            className="stroke-gold"
            strokeDasharray="4 3"
          />
        ) : null}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-line" />
        <text x={x(0)} y={HEIGHT - 6} className="fill-muted text-[10px]">
          TGE
        </text>
        {schedule.cliffMonths > 0 ? (
          <text
            x={x(schedule.cliffMonths)}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-gold text-[10px]"
          >
            {`Cliff +${schedule.cliffMonths}m`}
          </text>
        ) : null}
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-muted text-[10px]">
          {`+${lastMonth}m`}
        </text>
      </svg>
      <figcaption className="text-xs text-muted">
        {T.scheduleNote} {summary}
      </figcaption>
    </figure>
  );
}

/** The schedule in one sentence: TGE share, cliff, monthly unlocks. */
export function describeSchedule(schedule: VestingSchedule): string {
  const tge =
    schedule.atTge > 0
      ? `${formatTokenAmount(schedule.atTge)} (${schedule.tgePercent}%) unlock at TGE`
      : "Nothing unlocks at TGE";
  const cliff = schedule.cliffMonths > 0 ? `, then a ${schedule.cliffMonths}-month cliff` : "";
  const rest =
    schedule.vestingMonths > 0
      ? `, then ${formatTokenAmount(schedule.monthly)} a month for ${schedule.vestingMonths} months`
      : schedule.total > schedule.atTge
        ? `, then the rest at once`
        : "";
  return `${tge}${cliff}${rest}.`;
}
