export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  /** Spoken instead of the bare percentage, e.g. "40 of 100 XP". */
  valueText?: string;
}

/** A labelled determinate progress bar (XP toward the next level). */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-raised ring-1 ring-line ring-inset"
    >
      <div
        className="h-full rounded-full bg-[linear-gradient(90deg,var(--color-jade-deep),var(--color-jade)_70%,var(--color-gold))] transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
