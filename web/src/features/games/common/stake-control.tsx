import { useId } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { formatCompact } from "../../../lib/format.ts";
import { gamesMessages } from "../messages.ts";
import {
  amountName,
  chipValues,
  clampStake,
  coinsText,
  doubleStake,
  halveStake,
  type StakeBounds,
} from "./stake-rules.ts";

const small =
  "h-9 min-w-11 rounded-full border border-line bg-raised px-3 text-xs font-semibold text-ink transition hover:border-jade/60 disabled:opacity-60";

/**
 * One stake within the game's limits (blackjack's bet, the slots' bet per line): typed, halved,
 * doubled, set to the minimum or maximum, or picked from the presets. Out-of-range typing is pulled
 * back into the limits when the field loses focus.
 */
export function StakeControl({
  label: labelProp,
  bounds,
  value,
  onChange,
  disabled = false,
  hint,
}: {
  label?: string;
  bounds: StakeBounds;
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
  /** A line under the field, e.g. the total of a slots spin. */
  hint?: string;
}) {
  const id = useId();
  const t = useMessages(gamesMessages);
  const label = labelProp ?? t("stake");
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} aria-describedby={`${id}-limits`}>
      <legend className="text-xs tracking-wide text-muted uppercase">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-amount`} className="sr-only">
          {t("stakeInCoins", { label })}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={Number.isFinite(value) ? value : ""}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          onBlur={() => onChange(clampStake(value, bounds))}
          className="h-10 w-24 rounded-full border border-edge bg-raised px-4 text-sm font-semibold text-ink"
        />
        <button type="button" className={small} onClick={() => onChange(halveStake(value, bounds))}>
          <span aria-hidden="true">½</span>
          <span className="sr-only">{t("halveLabel", { label: label.toLowerCase() })}</span>
        </button>
        <button type="button" className={small} onClick={() => onChange(doubleStake(value, bounds))}>
          <span aria-hidden="true">2×</span>
          <span className="sr-only">{t("doubleLabel", { label: label.toLowerCase() })}</span>
        </button>
        <button type="button" className={small} onClick={() => onChange(bounds.min)}>
          {t("minStake")}
        </button>
        <button type="button" className={small} onClick={() => onChange(bounds.max)}>
          {t("maxStake")}
        </button>
      </div>
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t("presets", { label })}</legend>
        {chipValues(bounds).map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={chip === value}
            aria-label={amountName(t, chip)}
            data-figure="compact"
            onClick={() => onChange(chip)}
            className={`${small} ${chip === value ? "border-gold bg-gold/15 text-gold" : ""}`}
          >
            {formatCompact(chip)}
          </button>
        ))}
      </fieldset>
      <p id={`${id}-limits`} className="text-xs text-muted">
        {t("stakeRange", { min: coinsText(t, bounds.min), max: coinsText(t, bounds.max) })}
        {hint ? ` · ${hint}` : ""}
      </p>
    </fieldset>
  );
}
