import type { Db } from "@jadeverse/db/client";

/**
 * A read cache for the read-mostly hot path (the session and player behind every signed-in call).
 * In embedded mode every entry is tagged with a version read before the load: by default the
 * database's change count (`db.changeCount`), which grows at once after every write of this process
 * and within 20 ms after another process's commit, so an entry is served only while no committed
 * data has changed since it was read: it never serves a balance or a profile older than the last
 * write. A cache of data that triggers count (`db.counter`, db/src/schema/counters.ts) is tagged
 * with that counter instead and outlives unrelated writes. A missing row (undefined) is never kept:
 * counters need not move when a row appears. On a server (sqld), where other instances write
 * unseen, there is no change count: only a counter-tagged cache caches, seeing this process's writes
 * at once and another instance's within 100 ms (db/src/driver/remote-counters.ts); the others read
 * every time.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /**
   * The entry for `key` if it is still exact, without waiting: undefined on a miss. Hot paths answer
   * a hit at once and call `get` only on a miss (an `await` per call costs every request a turn).
   */
  peek(key: string): V | undefined;
  /** Drops an entry (e.g. a session just revoked in this process, before the next lookup). */
  delete(key: string): void;
  /** The version now: read it before loading a value to `put` later (undefined: nothing is cached). */
  stamp(): number | undefined;
  /** Keeps `value`, loaded after `stamp()` gave `version`, as `get` would have. */
  put(key: string, value: V | undefined, version: number | undefined): void;
}

/**
 * Most entries of a cache holding one per signed-in player (sessions, eligibility): about 200 bytes
 * each, 20 MB in all, more than the players one instance holds at its largest crowd (bench/README.md
 * bench:crash), so a crowd's requests all find theirs.
 */
export const PER_PLAYER_CACHED = 100_000;

export interface ReadCacheOptions {
  /**
   * Most entries kept; 10,000 by default. When full, the entry kept longest ago goes: one more player
   * costs one entry, never the whole cache (a crowd larger than `max` must not turn every lookup into
   * a read).
   */
  max?: number;
  /** Tag entries with this named counter of `db.counter` instead of `db.changeCount`. */
  counter?: string;
}

export function createReadCache<V>(db: Db, options: ReadCacheOptions = {}): ReadCache<V> {
  const max = options.max ?? 10_000;
  const entries = new Map<string, { version: number; value: V }>();
  const version = versionOf(db, options.counter);
  if (!version)
    return {
      get: (_key, load) => load(),
      peek: () => undefined,
      delete: () => undefined,
      stamp: () => undefined,
      put: () => undefined,
    };
  const put = (key: string, value: V | undefined, at: number | undefined) => {
    if (value === undefined || at === undefined) return;
    entries.delete(key); // a reload is kept as the newest
    if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    entries.set(key, { version: at, value });
  };
  return {
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.version === version() ? hit.value : undefined;
    },
    async get(key, load) {
      const at = version();
      const hit = entries.get(key);
      if (hit && hit.version === at) return hit.value;
      const value = await load();
      put(key, value, at);
      return value;
    },
    delete: (key) => entries.delete(key),
    stamp: version,
    put,
  };
}

function versionOf(db: Db, counter: string | undefined): (() => number) | undefined {
  if (counter === undefined) return db.changeCount;
  const read = db.counter;
  return read && (() => read(counter));
}

/** One cache per database handle and purpose, created on first use. */
const caches = new WeakMap<Db, Map<string, ReadCache<unknown>>>();

export function readCache<V>(db: Db, name: string, options?: ReadCacheOptions): ReadCache<V> {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    cache = createReadCache<unknown>(db, options);
    byName.set(name, cache);
  }
  return cache as ReadCache<V>;
}
