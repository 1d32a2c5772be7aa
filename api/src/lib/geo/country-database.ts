import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { type CountryResponse, Reader } from "mmdb-lib";

/** A database path naming a file inside an npm package: `npm:<package>/<file>`. */
const NPM_PREFIX = "npm:";
/** How often a database file is checked for a replacement on disk. */
const RECHECK_MS = 60_000;

/** ip-location-db's records (`country_code`) or MaxMind's and DB-IP's (`country.iso_code`). */
type CountryRecord = CountryResponse & { country_code?: string };

interface Loaded {
  reader: Reader<CountryRecord>;
  mtimeMs: number;
  checkedAt: number;
}
const loaded = new Map<string, Loaded>();
const require = createRequire(import.meta.url);

/** The file a `GEOIP_DATABASE` value names (an npm package's file resolved where it is installed). */
export function databaseFile(setting: string): string {
  return setting.startsWith(NPM_PREFIX) ? require.resolve(setting.slice(NPM_PREFIX.length)) : setting;
}

function open(file: string): Loaded {
  const now = Date.now();
  const known = loaded.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known;
  const { mtimeMs } = statSync(file);
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known;
  }
  const fresh = { reader: new Reader<CountryRecord>(readFileSync(file)), mtimeMs, checkedAt: now };
  loaded.set(file, fresh);
  return fresh;
}

/**
 * The country (ISO 3166-1 alpha-2, upper case) of an address in a country database, or null: not an
 * address, a private or reserved one, or no match. The file is read once and again when it changes
 * on disk (checked at most once a minute), so a refreshed database needs no restart.
 */
export function countryOfAddress(setting: string, address: string): string | null {
  if (setting === "off" || isIP(address) === 0) return null;
  const record = open(databaseFile(setting)).reader.get(address);
  const code = record?.country_code ?? record?.country?.iso_code;
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}
