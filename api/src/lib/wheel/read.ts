import type { Db } from "@jadeverse/db/client";
import { findSectionTable, wheelSectionList } from "@jadeverse/db/wheel/sections";
import { spinHistoryPage } from "@jadeverse/db/wheel/spins";
import { errorText } from "../errors/texts.ts";
import { notFound } from "../errors.ts";
import type { SectionTableRow } from "../fairness/section-table.ts";
import { DEGREES_PER_SECTION } from "./constants.ts";
import { wheelBaseCost } from "./settings.ts";
import { sectionTableOf } from "./table.ts";

/** `GET /api/wheel/config`: the cost, the sections with their published weights, the table's hash. */
export async function wheelConfig(db: Db) {
  const sections = await wheelSectionList(db.orm);
  return {
    baseCost: await wheelBaseCost(db.orm),
    sections: sections.map((s) => ({
      id: s.id,
      position: s.position,
      angle: s.position * DEGREES_PER_SECTION,
      type: s.type,
      theme: s.theme,
      coinsAmount: s.coinsAmount,
      label: s.label,
      weight: s.weight,
      itemRarity: s.itemRarity,
      itemId: s.itemId,
    })),
    totalWeight: sections.reduce((sum, s) => sum + s.weight, 0),
    sectionTableHash: sectionTableOf(sections).hash,
  };
}

/**
 * A section table by hash, as recorded when a spin was drawn from it (the current one without a
 * hash): what a verifier feeds the weighted pick. The canonical JSON is returned too, so its hash
 * can be checked byte for byte.
 */
export async function sectionTable(db: Db, hash: string | undefined) {
  if (hash === undefined) {
    const current = sectionTableOf(await wheelSectionList(db.orm));
    return {
      sectionTableHash: current.hash,
      canonical: current.canonical,
      sections: parseTable(current.canonical),
    };
  }
  const canonical = await findSectionTable(db.orm, hash);
  if (canonical === undefined) throw notFound("NOT_FOUND", errorText("spinTableNotFound"));
  return { sectionTableHash: hash, canonical, sections: parseTable(canonical) };
}

const parseTable = (canonical: string): SectionTableRow[] => JSON.parse(canonical) as SectionTableRow[];

export interface HistoryQuery {
  page: number;
  limit: number;
  sortOrder: "ASC" | "DESC";
  search?: string | undefined;
}

/** `GET /api/wheel/history`: the player's spins, each with the fairness fields to verify it. */
export async function spinHistory(db: Db, userId: number, query: HistoryQuery) {
  const { rows, total } = await spinHistoryPage(db.orm, {
    userId,
    page: query.page,
    limit: query.limit,
    order: query.sortOrder,
    search: query.search,
  });
  return {
    data: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      reward: { type: r.rewardType, theme: r.theme, coinsAmount: r.coinsAmount },
      cost: r.cost,
      position: r.position,
      rewardValue: r.rewardValue,
      rewardLabel: r.rewardLabel,
      itemRarity: r.itemRarity,
      gameItemId: r.itemId,
      nftInstanceId: r.userItemId,
      provenanceHash: r.provenanceHash,
      nonce: r.nonce,
      clientSeed: r.clientSeed,
      serverSeedHash: r.serverSeedHash,
      serverSeed: r.serverSeed,
      sectionTableHash: r.sectionTableHash,
    })),
    meta: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalItems: total },
  };
}
