import type { WheelConfigSection } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { formatWheelCoins } from "../../lib/format.ts";
import { Card } from "../../ui/card.tsx";
import { BIG_THEME, EPIC_RARITIES } from "./constants.ts";
import { wheelMessages } from "./messages.ts";
import { coinsText, rarityName } from "./wheel-rules.ts";

/** The sections worth chasing (docs/product/economy.md §2 "epic-wins panel"): epic-or-better items and big coin prizes. */
export const epicSections = (sections: readonly WheelConfigSection[]) =>
  sections.filter(
    (s) =>
      (s.type === "nft" && s.itemRarity !== null && EPIC_RARITIES.has(s.itemRarity)) || s.theme === BIG_THEME,
  );

export function EpicWinsPanel({ sections }: { sections: readonly WheelConfigSection[] }) {
  const t = useMessages(wheelMessages);
  const epic = epicSections(sections);
  if (epic.length === 0) return null;
  return (
    <Card className="p-4" aria-labelledby="epic-wins-title">
      <h2 id="epic-wins-title" className="text-xs tracking-wide text-muted uppercase">
        {t("epicWins")}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm" data-testid="epic-wins">
        {epic.map((s) => (
          <li key={s.id} className="flex justify-between gap-2 text-ink">
            <span data-figure="wheel">
              {s.type === "coins" ? coinsText(t, formatWheelCoins(s.coinsAmount), s.coinsAmount) : s.label}
            </span>
            <span className="text-xs text-gold">
              {s.itemRarity ? rarityName(t, s.itemRarity) : t("jackpot")}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
