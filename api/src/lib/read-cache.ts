import type { Db } from "@jadeverse/db/client";

/**
 * A read cache for the read-mostly hot path (the session and player behind every signed-in call).
 * In embedded mode every entry is tagged with the database's change count, read before the load
 * (`db.changeCount`): it grows at once after every write of this process and within 20 ms after
 * another process's commit, so an entry is served only while no committed data has changed since
 * it was read. Any write anywhere empties it in effect: it never serves a balance, a session or a
 * profile older than the last write. On a server (sqld), where other instances write unseen, it
 * does not cache at all.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * The entry for `key` if it is still exact, without waiting: undefined on a miss. Hot paths answer
   * a hit at once and call `get` only on a miss (an `await` per call costs every request a turn).
   */
  peek(key: string): V | undefined;
  /** Drops an entry (e.g. a session just revoked in this process, before the next lookup). */
  delete(key: string): void;
}

export function createReadCache<V>(db: Db, options: { max?: number } = {}): ReadCache<V> {
  const max = options.max ?? 10_000;
  const entries = new Map<string, { version: number; value: V }>();
  const changeCount = db.changeCount;
  if (!changeCount) return { get: (_key, load) => load(), peek: () => undefined, delete: () => undefined };
  return {
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.version === changeCount() ? hit.value : undefined;
    },
    async get(key, load) {
      const version = changeCount();
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = await load();
      if (entries.size >= max) entries.clear();
      entries.set(key, { version, value });
      return value;
    },
    delete: (key) => entries.delete(key),
  };
}

/** One cache per database handle and purpose, created on first use. */
const caches = new WeakMap<Db, Map<string, ReadCache<unknown>>>();

export function readCache<V>(db: Db, name: string, options?: { max?: number }): ReadCache<V> {
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
