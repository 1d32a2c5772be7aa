import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { emptyJobCounts, type Job, type JobCounts } from "../broadcasts/jobs.ts";
import type { Db } from "../client.ts";
import { airdropCodes, airdropRegistrations } from "../schema/airdrop.ts";
import { botJobRecipients, botJobs } from "../schema/telegram.ts";
import { type InvestorType, investors } from "../schema/vesting.ts";
import { storedEvmAddress } from "../vesting/investors.ts";

/** A broadcast or an airdrop broadcast with its recipients counted by status and its last delivery. */
export interface BroadcastFigures {
  job: Job;
  counts: JobCounts;
  /** When its latest message was delivered (null before the first). */
  lastSentAt: Date | null;
}

/**
 * The newest broadcasts and airdrop broadcasts (`bot_jobs`, drafts left out), newest first, before the
 * id `before` (paging), each with `jobCounts`' figures: two queries whatever the page's size.
 */
export async function recentBroadcasts(
  db: Db,
  options: { limit: number; before?: number | undefined },
): Promise<BroadcastFigures[]> {
  const jobs = await db.orm
    .select()
    .from(botJobs)
    .where(
      and(
        sql`${botJobs.status} <> 'draft'`,
        options.before === undefined ? undefined : lt(botJobs.id, options.before),
      ),
    )
    .orderBy(desc(botJobs.id))
    .limit(options.limit);
  if (jobs.length === 0) return [];
  const rows = await db.orm
    .select({
      jobId: botJobRecipients.jobId,
      status: botJobRecipients.status,
      n: sql<number>`count(*)`.mapWith(Number),
      lastSentAt: sql<Date | null>`max(${botJobRecipients.sentAt})`.mapWith(botJobRecipients.sentAt),
    })
    .from(botJobRecipients)
    .where(
      inArray(
        botJobRecipients.jobId,
        jobs.map((j) => j.id),
      ),
    )
    .groupBy(botJobRecipients.jobId, botJobRecipients.status);
  const figures = new Map(
    jobs.map((job) => [job.id, { job, counts: emptyJobCounts(), lastSentAt: null as Date | null }]),
  );
  for (const row of rows) {
    const entry = figures.get(row.jobId);
    if (!entry) continue;
    entry.counts[row.status] = row.n;
    entry.counts.total += row.n;
    if (row.lastSentAt && (!entry.lastSentAt || row.lastSentAt > entry.lastSentAt))
      entry.lastSentAt = row.lastSentAt;
  }
  return [...figures.values()];
}

/** The NFT airdrop's codes (live, used) and registrations, counted. */
export async function airdropCounts(db: Db): Promise<{ live: number; used: number; registrations: number }> {
  const [codes] = await db.orm
    .select({
      total: count(),
      used: count(airdropCodes.usedAt),
    })
    .from(airdropCodes);
  const registrations = await db.orm.$count(airdropRegistrations);
  const total = codes?.total ?? 0;
  const used = codes?.used ?? 0;
  return { live: total - used, used, registrations };
}

/** The newest registrations (never a code or its hash), with their code's batch. */
export async function newestAirdropRegistrations(db: Db, limit: number) {
  return db.orm
    .select({
      id: airdropRegistrations.id,
      solanaWalletAddress: airdropRegistrations.solanaWalletAddress,
      batch: airdropCodes.batch,
      registeredAt: airdropRegistrations.registeredAt,
      sentAt: airdropRegistrations.sentAt,
    })
    .from(airdropRegistrations)
    .innerJoin(airdropCodes, eq(airdropCodes.id, airdropRegistrations.codeId))
    .orderBy(desc(airdropRegistrations.id))
    .limit(limit);
}

/**
 * Which of an investors CSV's rows name an investor already on file (an import updates those, adds
 * the others), matched as `importInvestorCsv` matches: by type and the EVM wallet in any letter case,
 * or the Solana wallet when the row has no EVM one. Answers one flag per row, in order.
 */
export async function investorsOnFile(
  db: Db,
  rows: { type: InvestorType; evmWalletAddress: string | null; solanaWalletAddress: string | null }[],
): Promise<boolean[]> {
  const evm = [
    ...new Set(rows.flatMap((r) => (r.evmWalletAddress ? [storedEvmAddress(r.evmWalletAddress)] : []))),
  ];
  const solana = [
    ...new Set(
      rows.flatMap((r) => (!r.evmWalletAddress && r.solanaWalletAddress ? [r.solanaWalletAddress] : [])),
    ),
  ];
  const known = new Set<string>();
  // In slices, under SQLite's bound-parameter limit.
  for (const [column, list] of [
    ["evm", evm],
    ["solana", solana],
  ] as const)
    for (let i = 0; i < list.length; i += 500) {
      const slice = list.slice(i, i + 500);
      const found = await db.orm
        .select({
          type: investors.type,
          evm: investors.evmWalletAddress,
          solana: investors.solanaWalletAddress,
        })
        .from(investors)
        .where(inArray(column === "evm" ? investors.evmWalletAddress : investors.solanaWalletAddress, slice));
      for (const f of found)
        known.add(column === "evm" ? `${f.type}:evm:${f.evm}` : `${f.type}:sol:${f.solana}`);
    }
  return rows.map((r) =>
    known.has(
      r.evmWalletAddress
        ? `${r.type}:evm:${storedEvmAddress(r.evmWalletAddress)}`
        : `${r.type}:sol:${r.solanaWalletAddress}`,
    ),
  );
}
