import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../client.ts";
import { INVESTOR_TYPES, investors } from "../schema/vesting.ts";
import { parseCsv } from "./csv.ts";
import { storedEvmAddress } from "./investors.ts";

/** The columns of an investors CSV, in any order (a header row names them). */
export const INVESTOR_CSV_COLUMNS = [
  "type",
  "evmWalletAddress",
  "solanaWalletAddress",
  "tokenAmount",
  "roundPriceUsd",
  "totalInvested",
  "cliffMonths",
  "vestingMonths",
  "unlockAtTge",
] as const;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Whether `value` is base58 of exactly 32 bytes (a Solana public key's form). */
export function isBase58Key(value: string): boolean {
  if (!BASE58.test(value) || value.length < 32 || value.length > 44) return false;
  let n = 0n;
  for (const ch of value) n = n * 58n + BigInt(BASE58_ALPHABET.indexOf(ch));
  const leadingZeros = value.length - value.replace(/^1+/, "").length;
  const bytes = n === 0n ? 0 : Math.ceil(n.toString(16).length / 2);
  return leadingZeros + bytes === 32;
}

const optional = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || check(v), message)
    .transform((v) => (v === "" ? null : v));
const number = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, `${label} must be a number ≥ 0`)
    .transform(Number);
const months = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label} must be whole months`)
    .transform(Number)
    .pipe(z.number().max(120, `${label} is at most 120`));

const row = z
  .object({
    type: z.enum(INVESTOR_TYPES, { message: `type must be one of ${INVESTOR_TYPES.join(", ")}` }),
    evmWalletAddress: optional(
      (v) => /^0x[0-9a-fA-F]{40}$/.test(v),
      "evmWalletAddress is not an EVM address",
    ),
    solanaWalletAddress: optional(isBase58Key, "solanaWalletAddress is not a Solana key"),
    tokenAmount: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,29}$/, "tokenAmount must be a whole number of tokens above 0"),
    roundPriceUsd: number("roundPriceUsd"),
    totalInvested: number("totalInvested"),
    cliffMonths: months("cliffMonths"),
    vestingMonths: months("vestingMonths"),
    unlockAtTge: z
      .string()
      .trim()
      .regex(/^\d{1,3}\.\d{2}$/, "unlockAtTge must be a percentage with two decimals, e.g. 5.00")
      .refine((v) => Number(v) <= 100, "unlockAtTge is at most 100.00"),
  })
  .refine((r) => r.evmWalletAddress || r.solanaWalletAddress, "a row needs an EVM or a Solana wallet");

export type InvestorRow = z.infer<typeof row>;

export interface ImportReport {
  /** Rows that were read (the header not counted). */
  rows: number;
  /** Problems by line number (1 = the header); nothing is imported while there is any. */
  errors: { line: number; message: string }[];
  inserted: number;
  updated: number;
}

/** Reads and checks every row; answers the rows or every problem found (all of them, not the first). */
export function readInvestorCsv(text: string): { rows: InvestorRow[]; errors: ImportReport["errors"] } {
  const [header, ...body] = parseCsv(text);
  const errors: ImportReport["errors"] = [];
  if (!header) return { rows: [], errors: [{ line: 1, message: "the file is empty" }] };
  const names = header.map((h) => h.trim());
  const missing = INVESTOR_CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    return { rows: [], errors: [{ line: 1, message: `missing columns: ${missing.join(", ")}` }] };
  const rows: InvestorRow[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const record = Object.fromEntries(INVESTOR_CSV_COLUMNS.map((c) => [c, cells[names.indexOf(c)] ?? ""]));
    const parsed = row.safeParse(record);
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues.map((issue) => issue.message).join("; ") });
      return;
    }
    for (const wallet of [parsed.data.evmWalletAddress?.toLowerCase(), parsed.data.solanaWalletAddress]) {
      if (!wallet) continue;
      const key = `${parsed.data.type}:${wallet}`;
      const first = seen.get(key);
      if (first !== undefined) errors.push({ line, message: `wallet ${wallet} is already on line ${first}` });
      else seen.set(key, line);
    }
    rows.push(parsed.data);
  });
  return { rows, errors };
}

/**
 * Imports an investors CSV in one transaction, or nothing at all: every row is checked first and
 * every problem reported with its line. A row whose wallet already belongs to an investor of that
 * type updates that investor's terms (a corrected file can be imported again); the others are added.
 * `alongside` runs in the import's transaction once every row is written (the console's audit entry:
 * the import and its record commit together).
 */
export async function importInvestorCsv(
  db: Db,
  text: string,
  options: { dryRun?: boolean; alongside?: (tx: Tx, report: ImportReport) => Promise<void> } = {},
): Promise<ImportReport> {
  const { rows, errors } = readInvestorCsv(text);
  const report: ImportReport = {
    rows: rows.length + errors.filter((e) => e.line > 1).length,
    errors,
    inserted: 0,
    updated: 0,
  };
  if (errors.length > 0 || options.dryRun) return report;
  await db.write(async (tx) => {
    for (const r of rows) {
      const values = {
        type: r.type,
        evmWalletAddress: r.evmWalletAddress ? storedEvmAddress(r.evmWalletAddress) : null,
        solanaWalletAddress: r.solanaWalletAddress,
        tokenAmount: r.tokenAmount,
        roundPriceUsd: r.roundPriceUsd,
        totalInvested: r.totalInvested,
        cliffMonths: r.cliffMonths,
        vestingMonths: r.vestingMonths,
        unlockAtTge: r.unlockAtTge,
      };
      const match = values.evmWalletAddress
        ? eq(investors.evmWalletAddress, values.evmWalletAddress)
        : eq(investors.solanaWalletAddress, values.solanaWalletAddress as string);
      const [existing] = await tx
        .select({ id: investors.id })
        .from(investors)
        .where(and(eq(investors.type, r.type), match))
        .limit(1);
      if (existing) {
        await tx.update(investors).set(values).where(eq(investors.id, existing.id));
        report.updated++;
      } else {
        await tx.insert(investors).values(values);
        report.inserted++;
      }
    }
    await options.alongside?.(tx, report);
  });
  return report;
}
