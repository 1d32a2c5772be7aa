import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { fieldControlClass } from "../../ui/field.tsx";
import { RARITY_FILTERS, TYPE_FILTERS } from "./constants.ts";
import { EMPTY_FILTERS, isPriceInput, type StoreFilters, toggle } from "./filters.ts";
import { storeMessages } from "./messages.ts";

function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-jade" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

function PriceInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-muted">
      {label}
      <input
        inputMode="numeric"
        className={`h-10 w-full min-w-0 px-3 ${fieldControlClass(false)}`}
        value={value}
        // docs/product/economy.md §5: digits only; anything else is not taken.
        onChange={(event) => isPriceInput(event.target.value) && onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The store's filter panel (docs/product/economy.md §2): Type, Rarity, price bounds, "Clear all" and "Confirm".
 * It edits a draft; Confirm (or Clear all) applies it.
 */
export function FilterPanel({ applied, onApply }: { applied: StoreFilters; onApply(f: StoreFilters): void }) {
  const t = useMessages(storeMessages);
  const [draft, setDraft] = useState(applied);
  return (
    <section
      aria-label={t("filters")}
      className="flex flex-col gap-4 rounded-2xl border border-edge bg-surface p-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("filterType")}</legend>
        {TYPE_FILTERS.map((option) => (
          <Choice
            key={option.value}
            label={t(option.label)}
            checked={draft.types.includes(option.value)}
            onChange={() => setDraft({ ...draft, types: toggle(draft.types, option.value) })}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("filterRarity")}</legend>
        {RARITY_FILTERS.map((option) => (
          <Choice
            key={option.value}
            label={t(option.label)}
            checked={draft.rarities.includes(option.value)}
            onChange={() => setDraft({ ...draft, rarities: toggle(draft.rarities, option.value) })}
          />
        ))}
      </fieldset>
      <div className="flex gap-2">
        <PriceInput
          label={t("minPrice")}
          value={draft.minPriceGems}
          onChange={(minPriceGems) => setDraft({ ...draft, minPriceGems })}
        />
        <PriceInput
          label={t("maxPrice")}
          value={draft.maxPriceGems}
          onChange={(maxPriceGems) => setDraft({ ...draft, maxPriceGems })}
        />
      </div>
      {/* Each label on one line: in a narrow column the two buttons stack instead of wrapping their text. */}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="flex-1 whitespace-nowrap"
          onClick={() => {
            const cleared = { ...EMPTY_FILTERS, search: applied.search };
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          {t("clearAll")}
        </Button>
        <Button
          className="flex-1 whitespace-nowrap"
          onClick={() => onApply({ ...draft, search: applied.search })}
        >
          {t("confirm")}
        </Button>
      </div>
    </section>
  );
}
