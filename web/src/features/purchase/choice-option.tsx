import type { ReactNode } from "react";

/**
 * One choice of a picker step: a radio-like button, pressed when chosen; `disabled` with its reason
 * ("Coming Soon") cannot be chosen.
 */
export function ChoiceOption({
  label,
  note,
  chosen,
  disabled = false,
  badge,
  onChoose,
}: {
  label: string;
  note?: ReactNode;
  chosen: boolean;
  disabled?: boolean;
  badge?: string;
  onChoose(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onChoose}
      className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-start transition ${
        chosen ? "border-jade bg-jade/15 ring-2 ring-jade/50" : "border-line bg-raised hover:border-jade/60"
      } disabled:cursor-not-allowed disabled:opacity-60`}
    >
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        {note ? <span className="text-xs text-muted">{note}</span> : null}
      </span>
      {chosen ? (
        <span
          aria-hidden="true"
          className="grid size-6 shrink-0 place-items-center rounded-full bg-jade text-sm font-bold text-canvas"
        >
          ✓
        </span>
      ) : null}
      {badge ? (
        <span className="shrink-0 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
