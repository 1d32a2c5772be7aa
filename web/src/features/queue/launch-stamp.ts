import { LAUNCH_STAMP_KEY, LAUNCH_STAMP_TTL_MS } from "./constants.ts";

/** True while a stamp written at `stampedAt` still authorises a launch at `now` (docs/product/economy.md §4). */
export function isStampValid(stampedAt: number | null, now: number): boolean {
  if (stampedAt === null || !Number.isFinite(stampedAt)) return false;
  const age = now - stampedAt;
  return age >= 0 && age < LAUNCH_STAMP_TTL_MS;
}

/** Parses a stored stamp; anything that is not a whole number of milliseconds reads as none. */
export function parseStamp(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** Records that the queue let this player in (session storage: this tab only). */
export function writeLaunchStamp(storage: Storage, now: number): void {
  storage.setItem(LAUNCH_STAMP_KEY, String(now));
}

/**
 * Reads the stamp: a valid one answers true; an old or malformed one is removed (docs/product/economy.md §4 "an
 * older stamp is removed") and answers false.
 */
export function consumeLaunchStamp(storage: Storage, now: number): boolean {
  const stamp = parseStamp(storage.getItem(LAUNCH_STAMP_KEY));
  if (isStampValid(stamp, now)) return true;
  storage.removeItem(LAUNCH_STAMP_KEY);
  return false;
}
