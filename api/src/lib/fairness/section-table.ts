import { sha256Hex } from "./sha256.ts";

/** The fields of a wheel section that decide an outcome and its prize: what the hash commits to. */
export interface SectionTableRow {
  position: number;
  type: string;
  theme: string;
  coinsAmount: number;
  weight: number;
  itemRarity: string | null;
  itemId: number | null;
}

/**
 * The canonical text of a section table: a JSON array in position order, each object with exactly
 * these keys in this order (no spaces): position, type, theme, coinsAmount, weight, itemRarity,
 * itemId. Any verifier rebuilding it from the recorded table gets the same bytes.
 */
export function canonicalSectionTable(sections: readonly SectionTableRow[]): string {
  const rows = [...sections]
    .sort((a, b) => a.position - b.position)
    .map((s) => ({
      position: s.position,
      type: s.type,
      theme: s.theme,
      coinsAmount: s.coinsAmount,
      weight: s.weight,
      itemRarity: s.itemRarity,
      itemId: s.itemId,
    }));
  return JSON.stringify(rows);
}

/** The last table hashed: every spin hashes the same table until an operator changes the wheel. */
let last = { canonical: "", hash: "" };

/** sha256 (lower-case hex) of a canonical section table's text. */
export function canonicalTableHash(canonical: string): string {
  if (canonical !== last.canonical) last = { canonical, hash: sha256Hex(canonical) };
  return last.hash;
}

/** sha256 (lower-case hex) of the canonical section table. */
export const sectionTableHash = (sections: readonly SectionTableRow[]): string =>
  canonicalTableHash(canonicalSectionTable(sections));
