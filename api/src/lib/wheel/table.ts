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

const sameCommittedFields = (a: SectionTableRow, b: WheelSection) =>
  a.position === b.position &&
  a.type === b.type &&
  a.theme === b.theme &&
  a.coinsAmount === b.coinsAmount &&
  a.weight === b.weight &&
  a.itemRarity === b.itemRarity &&
  a.itemId === b.itemId;

/** The last table built: every spin reads the same sections until an operator changes the wheel. */
let last: { rows: SectionTableRow[]; table: { hash: string; canonical: string } } | undefined;

/** The table's canonical JSON and its hash, as recorded with every spin drawn from it. */
export function sectionTableOf(sections: readonly WheelSection[]): { hash: string; canonical: string } {
  if (
    last &&
    last.rows.length === sections.length &&
    last.rows.every((row, i) => sameCommittedFields(row, sections[i] as WheelSection))
  )
    return last.table;
  const rows = sectionTableRows(sections);
  const table = { hash: sectionTableHash(rows), canonical: canonicalSectionTable(rows) };
  last = { rows, table };
  return table;
}
