import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import type { InvestorPath, InvestorRecord } from "@jadeverse/api/client/vesting";
import type { VestingMessage } from "./messages.ts";

/**
 * The dashboard's three tabs (docs/product/economy.md §2 "Investor dashboard"), in order, keyed by the
 * API's path; `label` is the tab's name in the vesting catalogue.
 */
export const VESTING_TABS: readonly { id: InvestorPath; label: VestingMessage; query: string }[] = [
  { id: "private-investor", label: "tabPrivate", query: "private" },
  { id: "public-investor", label: "tabPublic", query: "public" },
  { id: "team-investor", label: "tabTeam", query: "team" },
];

/** The tab named by `?tab=` (private when absent or unknown). */
export function tabFromQuery(value: string | null): InvestorPath {
  return VESTING_TABS.find((tab) => tab.query === value)?.id ?? "private-investor";
}

/** docs/product/economy.md §9: cliff countdown targets (UTC midnight). The public round has no cliff countdown. */
export const CLIFF_TARGETS: Partial<Record<InvestorPath, number>> = {
  "private-investor": Date.UTC(2025, 10, 30),
  "team-investor": Date.UTC(2026, 1, 1),
};

const cliffDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A cliff target's day as the language writes a long date, in UTC ("30 November 2025" in English, as
 * British English writes it, like web/src/i18n/formats.ts's dates; "30 ноября 2025 г." in Russian).
 */
export function cliffDate(target: number, locale: CatalogueLocale): string {
  const tag = locale === "en" || locale === "en-XA" ? "en-GB" : locale;
  let format = cliffDateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    cliffDateFormats.set(tag, format);
  }
  return format.format(new Date(target));
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** What is left until `target` at `now` (whole seconds, never negative; `ended` once reached). */
export function countdown(target: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** One step of the schedule: `month` months after TGE, `unlocked` tokens in total by then. */
export interface SchedulePoint {
  month: number;
  unlocked: number;
}

export interface VestingSchedule {
  total: number;
  /** Tokens free at TGE (0 when `unlockAtTge` is '0.00': Locked). */
  atTge: number;
  tgePercent: number;
  cliffMonths: number;
  vestingMonths: number;
  /** Each monthly unlock after the cliff. */
  monthly: number;
  /** Month 0 (TGE) to the last unlock: what is unlocked at each month's end. */
  points: SchedulePoint[];
}

/**
 * The vesting schedule of a record (docs/product/economy.md §3): `unlockAtTge` percent of the tokens at TGE, nothing
 * more during `cliffMonths`, then the rest in `vestingMonths` equal monthly unlocks (all at the cliff's
 * end when `vestingMonths` is 0). Months count from TGE, whose date the token's launch sets: the
 * chart is drawn in months after TGE, not in calendar dates.
 */
export function vestingSchedule(
  record: Pick<InvestorRecord, "tokenAmount" | "unlockAtTge" | "cliffMonths" | "vestingMonths">,
): VestingSchedule {
  const total = Math.max(0, Number(record.tokenAmount) || 0);
  const tgePercent = Math.min(100, Math.max(0, Number(record.unlockAtTge) || 0));
  const atTge = (total * tgePercent) / 100;
  const cliffMonths = Math.max(0, record.cliffMonths);
  const vestingMonths = Math.max(0, record.vestingMonths);
  const rest = total - atTge;
  const monthly = vestingMonths > 0 ? rest / vestingMonths : rest;
  const points: SchedulePoint[] = [{ month: 0, unlocked: atTge }];
  for (let month = 1; month <= cliffMonths + Math.max(1, vestingMonths); month++) {
    const vested = Math.min(Math.max(1, vestingMonths), Math.max(0, month - cliffMonths));
    points.push({ month, unlocked: month <= cliffMonths ? atTge : atTge + monthly * vested });
  }
  return { total, atTge, tgePercent, cliffMonths, vestingMonths, monthly, points };
}

/** "7xKX…9fQz": a Solana wallet field's first 4 and last 4 characters (docs/product/economy.md §2). */
export const firstAndLast4 = (address: string) =>
  address.length > 9 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;

/** Retries of a failed look-up (docs/product/economy.md §4): up to 2 more tries, waiting 500 ms × the attempt. */
export const LOOKUP_RETRIES = { attempts: 2, delayMs: (attempt: number) => 500 * attempt } as const;

/** docs/product/economy.md §4: one refresh 100 ms after a wallet connects when nothing is shown yet. */
export const AUTO_REFRESH_MS = 100;

/** The modal's success closes it after 1.5 s (docs/product/economy.md §4 "Solana wallet modal"). */
export const WALLET_MODAL_SUCCESS_MS = 1500;

/** Does a failure deserve another try: the network failed (status 0) or the server did (5xx)? */
export const isRetryable = (status: number) => status === 0 || status >= 500;

/**
 * Runs `attempt` and, while it fails with a retryable status, tries again up to `LOOKUP_RETRIES`
 * times, waiting 500 ms, then 1000 ms. `statusOf` reads a failure's HTTP status (0: network).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  statusOf: (error: unknown) => number | null,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const status = statusOf(error);
      if (tries >= LOOKUP_RETRIES.attempts || status === null || !isRetryable(status)) throw error;
      await sleep(LOOKUP_RETRIES.delayMs(tries + 1));
    }
  }
}

/**
 * The addresses to look a record up by, in order (docs/product/economy.md §7): the team tries the Solana key first,
 * then the Ethereum address; private and public use the EVM wallet. A 404 on an EVM address is tried
 * again with it in lowercase.
 */
export function lookupAddresses(
  path: InvestorPath,
  wallets: { evm: string | null; solana: string | null },
): string[] {
  const evm = wallets.evm ? [wallets.evm, wallets.evm.toLowerCase()] : [];
  const list = path === "team-investor" ? [...(wallets.solana ? [wallets.solana] : []), ...evm] : evm;
  return [...new Set(list)];
}
