import { useMessages } from "../../../i18n/messages.ts";
import { formatCompact } from "../../../lib/format.ts";
import { gamesMessages } from "../messages.ts";
import { amountName } from "./stake-rules.ts";

/**
 * The chip the next press places (roulette, baccarat): one toggle button per value, the chosen one
 * pressed. Values come from the table's limits (stake-rules `chipValues`).
 */
export function ChipPicker({
  values,
  value,
  onChange,
  disabled = false,
}: {
  values: readonly number[];
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
}) {
  const t = useMessages(gamesMessages);
  return (
    <fieldset className="flex flex-wrap items-center gap-2" disabled={disabled}>
      <legend className="sr-only">{t("chip")}</legend>
      <span aria-hidden="true" className="mr-1 hidden text-xs tracking-wide text-muted uppercase sm:inline">
        {t("chip")}
      </span>
      {values.map((chip) => (
        <button
          key={chip}
          type="button"
          aria-pressed={chip === value}
          aria-label={t("chipName", { amount: amountName(t, chip) })}
          data-figure="compact"
          onClick={() => onChange(chip)}
          className={`grid size-11 place-items-center rounded-full border-4 border-dashed text-xs font-bold transition disabled:opacity-60 motion-safe:active:scale-95 ${
            chip === value
              ? "border-gold bg-gold text-canvas shadow-glow"
              : "border-gold/50 bg-raised text-ink hover:border-gold"
          }`}
        >
          {formatCompact(chip)}
        </button>
      ))}
    </fieldset>
  );
}
