import { AIRDROP_CODE_SPACE } from "@jadeverse/db/airdrop/codes";
import {
  AIRDROP_GUESSES_PER_ADDRESS,
  AIRDROP_GUESSES_PER_PLAYER,
  AIRDROP_GUESSES_PER_WALLET,
  AIRDROP_GUESSES_WHEN_SLOWED,
  AIRDROP_ODDS_ADDRESSES,
  AIRDROP_ODDS_DAYS,
  airdropGuessesPerDay,
  airdropHitChance,
  formatChance,
} from "@jadeverse/db/airdrop/guessing";
import { airdropRegistrationsForExport } from "@jadeverse/db/airdrop/register";
import { airdropSchema } from "@jadeverse/db/broadcasts/airdrop";
import {
  airdropCounts,
  type BroadcastFigures,
  investorsOnFile,
  newestAirdropRegistrations,
  recentBroadcasts,
} from "@jadeverse/db/console/community";
import { importInvestorCsv, readInvestorCsv } from "@jadeverse/db/vesting/import";
import type { Deps } from "../../context.ts";
import type { ConsoleActor } from "../../middleware/console-auth.ts";
import { audit } from "./audit.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How much of a broadcast's text the list shows. */
export const PREVIEW_CHARS = 80;

/** A message's first words on one line (a photo without a caption reads "[photo]"). */
export function messagePreview(message: Record<string, unknown>): string {
  const text = typeof message.text === "string" ? message.text.replace(/\s+/g, " ").trim() : "";
  if (!text) return typeof message.photoFileId === "string" ? "[photo]" : "";
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text;
}

/**
 * Messages delivered per second over a job's run: from its start to its end (or, still running or
 * paused, to its latest delivery). Null before it started, before a delivery, or over no time at all.
 */
export function deliveryRate(
  startedAt: Date | null,
  finishedAt: Date | null,
  lastSentAt: Date | null,
  sent: number,
): number | null {
  const end = finishedAt ?? lastSentAt;
  if (!startedAt || !end || sent === 0) return null;
  const seconds = (end.getTime() - startedAt.getTime()) / 1000;
  return seconds > 0 ? Math.round((sent / seconds) * 100) / 100 : null;
}

function describeAirdrop(value: unknown): string | null {
  const parsed = airdropSchema.safeParse(value);
  if (!parsed.success) return null;
  const airdrop = parsed.data;
  return airdrop.kind === "currency" ? `${airdrop.amount} ${airdrop.currency}` : `item #${airdrop.itemId}`;
}

function broadcastView({ job, counts, lastSentAt }: BroadcastFigures) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    createdBy: job.createdBy,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    preview: messagePreview(job.message),
    airdrop: job.airdrop ? describeAirdrop(job.airdrop) : null,
    recipients: counts.total,
    sent: counts.sent,
    failed: counts.failed,
    blockedBot: counts.blocked,
    pending: counts.pending + counts.sending,
    uncertain: counts.uncertain,
    muted: counts.muted,
    lastSentAt: iso(lastSentAt),
    rate: deliveryRate(job.startedAt, job.finishedAt, lastSentAt, counts.sent),
  };
}

/** The newest broadcasts and airdrop broadcasts with their delivery figures. */
export async function broadcastList(deps: Deps, options: { limit: number; before?: number | undefined }) {
  return { broadcasts: (await recentBroadcasts(deps.db, options)).map(broadcastView) };
}

/** How many registrations `GET /airdrops` lists. */
const NEWEST_REGISTRATIONS = 20;

/**
 * The NFT airdrop as the console shows it: open or not, the codes (live and used), the guessing
 * budgets and the odds a guesser has against the live codes (the table of docs/vesting-and-airdrop.md
 * "Guessing", `bun run airdrop odds`), and the registrations (counted, the newest listed).
 */
export async function airdropState(deps: Deps, now: Date) {
  const { env } = deps;
  const [counts, newest] = await Promise.all([
    airdropCounts(deps.db),
    newestAirdropRegistrations(deps.db, NEWEST_REGISTRATIONS),
  ]);
  const ceiling = env.AIRDROP_GUESS_CEILING_PER_HOUR;
  const ended = env.AIRDROP_ENDS_AT !== undefined && now.getTime() >= Date.parse(env.AIRDROP_ENDS_AT);
  return {
    open: Boolean(env.AIRDROP_CODE_SECRET) && !ended,
    endsAt: env.AIRDROP_ENDS_AT ?? null,
    codes: { live: counts.live, used: counts.used, total: counts.live + counts.used },
    odds: {
      codeSpace: AIRDROP_CODE_SPACE,
      ceilingPerHour: ceiling,
      perAddressPerDay: AIRDROP_GUESSES_PER_ADDRESS,
      perWalletPerDay: AIRDROP_GUESSES_PER_WALLET,
      perPlayerPerDay: AIRDROP_GUESSES_PER_PLAYER,
      whenSlowedPerDay: AIRDROP_GUESSES_WHEN_SLOWED,
      table: AIRDROP_ODDS_ADDRESSES.map((addresses) => {
        const guessesPerDay = airdropGuessesPerDay(addresses, ceiling);
        return {
          addresses,
          guessesPerDay,
          chances: AIRDROP_ODDS_DAYS.map((days) => {
            const chance = airdropHitChance(counts.live, guessesPerDay * days);
            return { days, chance, text: formatChance(chance) };
          }),
        };
      }),
    },
    registrations: {
      count: counts.registrations,
      newest: newest.map((r) => ({
        id: r.id,
        solanaWalletAddress: r.solanaWalletAddress,
        batch: r.batch,
        registeredAt: r.registeredAt.toISOString(),
        sentAt: iso(r.sentAt),
      })),
    },
  };
}

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV's columns, as `bun run airdrop export` writes them. */
export const REGISTRATION_CSV_HEADER = [
  "registration",
  "solana_wallet_address",
  "batch",
  "registered_at",
  "sent_at",
] as const;

/** Every registration, oldest first, as CSV (CRLF lines, a header row): never a code or its hash. */
export async function registrationsCsv(deps: Deps): Promise<string> {
  const rows = await airdropRegistrationsForExport(deps.db);
  const lines = [
    [...REGISTRATION_CSV_HEADER],
    ...rows.map((r) => [
      String(r.id),
      r.solanaWalletAddress,
      r.batch,
      r.registeredAt.toISOString(),
      r.sentAt ? r.sentAt.toISOString() : "",
    ]),
  ];
  return lines.map((line) => `${line.map(csvField).join(",")}\r\n`).join("");
}

/**
 * An investors CSV through the CLI's own validator (db/src/vesting/import.ts): every row checked,
 * every problem answered with its line, all or nothing. A dry run writes nothing and lists the rows
 * that would go in (each an addition or an update of an investor on file); a real run imports them in
 * one transaction with its audit entry, or, with any problem, imports nothing (audited as refused).
 */
export async function importInvestors(
  deps: Deps,
  actor: ConsoleActor,
  input: { csv: string; dryRun: boolean },
  address: string,
) {
  const { rows, errors } = readInvestorCsv(input.csv);
  const onFile = await investorsOnFile(deps.db, rows);
  const preview = rows.map((r, i) => ({
    type: r.type,
    evmWalletAddress: r.evmWalletAddress,
    solanaWalletAddress: r.solanaWalletAddress,
    tokenAmount: r.tokenAmount,
    roundPriceUsd: r.roundPriceUsd,
    totalInvested: r.totalInvested,
    cliffMonths: r.cliffMonths,
    vestingMonths: r.vestingMonths,
    unlockAtTge: r.unlockAtTge,
    action: onFile[i] ? ("update" as const) : ("add" as const),
  }));
  const entry = {
    actorUserId: actor.user.id,
    actorRole: actor.role,
    action: "investors.import",
    target: "investors",
    address,
  };
  if (input.dryRun || errors.length > 0) {
    if (!input.dryRun)
      await audit(deps, {
        ...entry,
        after: { rows: rows.length + errors.filter((e) => e.line > 1).length, problems: errors.length },
        reason: `${errors.length} problem(s) in the file: nothing imported`,
        outcome: "refused",
      });
    return {
      dryRun: input.dryRun,
      imported: false,
      rows: preview,
      errors,
      inserted: 0,
      updated: 0,
    };
  }
  const report = await importInvestorCsv(deps.db, input.csv, {
    alongside: (tx, done) =>
      audit(
        deps,
        {
          ...entry,
          after: { rows: done.rows, inserted: done.inserted, updated: done.updated },
          outcome: "done",
        },
        tx,
      ),
  });
  return {
    dryRun: false,
    imported: report.errors.length === 0,
    rows: preview,
    errors: report.errors,
    inserted: report.inserted,
    updated: report.updated,
  };
}
