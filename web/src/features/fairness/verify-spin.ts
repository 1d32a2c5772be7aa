import { floatStream, roundBytes, sha256Hex } from "./float-stream.ts";

/** A recorded section row, as `GET /api/wheel/section-table` returns it. */
export interface SectionRow {
  position: number;
  type: string;
  theme: string;
  coinsAmount: number;
  weight: number;
  itemRarity: string | null;
  itemId: number | null;
}

/** Walks the sections in position order; the first whose running weight exceeds float × total. */
export function weightedPick<T extends { position: number; weight: number }>(
  sections: readonly T[],
  float: number,
): T {
  if (!(float >= 0 && float < 1)) throw new RangeError("float must be in [0, 1)");
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  const total = ordered.reduce((sum, s) => sum + s.weight, 0);
  if (ordered.length === 0 || total <= 0) throw new RangeError("no weight to pick from");
  const target = float * total;
  let running = 0;
  for (const section of ordered) {
    running += section.weight;
    if (running > target) return section;
  }
  return ordered[ordered.length - 1] as T;
}

/** The canonical JSON of a section table (position order, fixed key order, no spaces). */
export const canonicalTable = (sections: readonly SectionRow[]): string =>
  JSON.stringify(
    [...sections]
      .sort((a, b) => a.position - b.position)
      .map(({ position, type, theme, coinsAmount, weight, itemRarity, itemId }) => ({
        position,
        type,
        theme,
        coinsAmount,
        weight,
        itemRarity,
        itemId,
      })),
  );

/** What a verifier needs of one recorded spin. */
export interface RecordedSpin {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  sectionTableHash: string;
  provenanceHash: string;
  position: number;
}

export interface Verification {
  seedHashMatches: boolean;
  tableHashMatches: boolean;
  provenanceMatches: boolean;
  recomputedPosition: number;
  positionMatches: boolean;
  /** Every check holds. */
  match: boolean;
}

/**
 * Recomputes a spin from its revealed server seed and the recorded section table: the seed hashes
 * to the commitment, the table to its recorded hash, the HMAC to the provenance hash, and the
 * weighted pick of the first float lands on the recorded position.
 */
export async function verifySpin(spin: RecordedSpin, table: readonly SectionRow[]): Promise<Verification> {
  const seeds = { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce };
  const [seedHash, tableHash, provenance, floats] = await Promise.all([
    sha256Hex(spin.serverSeed),
    sha256Hex(canonicalTable(table)),
    hmacHex(seeds),
    floatStream(seeds, 1),
  ]);
  const recomputedPosition = weightedPick(table, floats[0] as number).position;
  const result = {
    seedHashMatches: seedHash === spin.serverSeedHash,
    tableHashMatches: tableHash === spin.sectionTableHash,
    provenanceMatches: provenance === spin.provenanceHash,
    recomputedPosition,
    positionMatches: recomputedPosition === spin.position,
  };
  return {
    ...result,
    match:
      result.seedHashMatches && result.tableHashMatches && result.provenanceMatches && result.positionMatches,
  };
}

async function hmacHex(seeds: { serverSeed: string; clientSeed: string; nonce: number }): Promise<string> {
  const bytes = await roundBytes(seeds, 0);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
