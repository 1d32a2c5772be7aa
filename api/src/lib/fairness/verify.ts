import { floatStream, provenanceHash } from "./float-stream.ts";
import { type SectionTableRow, sectionTableHash } from "./section-table.ts";
import { sha256Hex } from "./sha256.ts";
import { weightedPick } from "./weighted-pick.ts";

/** What a verifier needs of one recorded spin (`GET /api/wheel/history` after a rotation). */
export interface RecordedSpin {
  /** The revealed server seed. */
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
  /** The position the weighted pick lands on; null when the table has no weight to pick from. */
  recomputedPosition: number | null;
  positionMatches: boolean;
  /** Every check holds. */
  match: boolean;
}

/** The commitment published before play: sha256 of the server seed's text, lower-case hex. */
export const serverSeedCommitment = (serverSeed: string): string => sha256Hex(serverSeed);

/**
 * Recomputes a spin from its revealed server seed and the recorded section table with the code the
 * server drew it with: the seed hashes to the commitment, the table to its recorded hash, round 0's
 * HMAC to the provenance hash, and the weighted pick of the first float lands on the recorded position.
 */
export function verifySpin(spin: RecordedSpin, table: readonly SectionTableRow[]): Verification {
  const seeds = { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce };
  const totalWeight = table.reduce((sum, row) => sum + row.weight, 0);
  const recomputedPosition =
    totalWeight > 0 ? weightedPick(table, floatStream(seeds, 1)[0] as number).position : null;
  const checks = {
    seedHashMatches: serverSeedCommitment(spin.serverSeed) === spin.serverSeedHash,
    tableHashMatches: sectionTableHash(table) === spin.sectionTableHash,
    provenanceMatches: provenanceHash(seeds) === spin.provenanceHash,
    recomputedPosition,
    positionMatches: recomputedPosition === spin.position,
  };
  return {
    ...checks,
    match:
      checks.seedHashMatches && checks.tableHashMatches && checks.provenanceMatches && checks.positionMatches,
  };
}
