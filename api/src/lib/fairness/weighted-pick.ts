/** A section the weighted pick can land on: its place on the wheel and its relative weight. */
export interface Weighted {
  position: number;
  weight: number;
}

/**
 * The standard weighted pick (docs/architecture.md §5): walk the sections in position order, accumulating
 * weights, and take the first whose running total exceeds `float × totalWeight`.
 */
export function weightedPick<T extends Weighted>(sections: readonly T[], float: number): T {
  if (!(float >= 0 && float < 1)) throw new RangeError("weightedPick: float must be in [0, 1)");
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  const total = ordered.reduce((sum, s) => sum + s.weight, 0);
  if (ordered.length === 0 || total <= 0) throw new RangeError("weightedPick: no weight to pick from");
  const target = float * total;
  let running = 0;
  for (const section of ordered) {
    running += section.weight;
    if (running > target) return section;
  }
  // Unreachable for float < 1 (running ends at total > target); keeps the type total.
  return ordered[ordered.length - 1] as T;
}
