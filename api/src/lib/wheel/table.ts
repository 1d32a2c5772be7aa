import type { WheelSection } from "@jadeverse/db/wheel/sections";
import { canonicalSectionTable, type SectionTableRow, sectionTableHash } from "../fairness/section-table.ts";

/** The committed fields of the sections (what the section-table hash covers). */
export const sectionTableRows = (sections: readonly WheelSection[]): SectionTableRow[] =>
  sections.map((s) => ({
    position: s.position,
    type: s.type,
    theme: s.theme,
    coinsAmount: s.coinsAmount,
    weight: s.weight,
    itemRarity: s.itemRarity,
    itemId: s.itemId,
  }));

/** The table's canonical JSON and its hash, as recorded with every spin drawn from it. */
export function sectionTableOf(sections: readonly WheelSection[]): { hash: string; canonical: string } {
  const rows = sectionTableRows(sections);
  return { hash: sectionTableHash(rows), canonical: canonicalSectionTable(rows) };
}
