/**
 * The named change counters (db/src/schema/counters.ts) of a server database (sqld, Turso, an
 * embedded replica), for read caches tagged with one (`Db.counter`; the session cache behind every
 * signed-in call). Other instances write unseen, so the counters are read every `pollMs` (one small
 * statement). This process's write transactions read them as their last statement (`committed`):
 * holding the write lock, that read is exact as of the commit, so our own writes are seen at once and
 * a busy instance's cache stays warm. A raw statement or a transaction that failed (`wrote`) leaves
 * them unknown until a read started after it answers: meanwhile `counter` returns a value matching no
 * cached entry. Another instance's change is seen within `pollMs` of its commit (plus a read's time).
 * A failed read leaves them unknown (nothing served from cache) until one succeeds.
 */
export const REMOTE_COUNTER_POLL_MS = 100;

export interface CounterRow {
  name: string;
  value: number;
}

export interface RemoteCounters {
  /** The counter as last read, or a value matching nothing while a read is due. */
  counter(name: string): number;
  /** The counters as read by this process's write transaction, which has just committed. */
  committed(rows: readonly CounterRow[]): void;
  /** Tells the counters that this process may have written without reading them (unknown until read). */
  wrote(): void;
  /** Stops reading. */
  close(): void;
}

export function remoteCounters(
  read: () => Promise<readonly CounterRow[]>,
  pollMs = REMOTE_COUNTER_POLL_MS,
): RemoteCounters {
  let values = new Map<string, number>();
  const keep = (rows: readonly CounterRow[]) => {
    values = new Map(rows.map((row) => [row.name, Number(row.value)]));
  };
  /** Writes of ours so far; a read counts only if none came while it ran. */
  let writes = 0;
  /** Whether `values` is current: read by our last write, or by a read begun after it. */
  let known = false;
  /** Values handed out while unknown: each different, and below any counter's. */
  let unknown = 0;
  let reading = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const refresh = () => {
    if (reading || closed) return;
    reading = true;
    const at = writes;
    read()
      .then((rows) => {
        // A write of ours since the read began makes it stale: the write's own reading stands.
        if (at !== writes) return;
        keep(rows);
        known = true;
      })
      .catch(() => {
        if (at === writes) known = false;
      })
      .finally(() => {
        reading = false;
        // A write came while this read ran: read again now rather than at the next poll.
        if (!known && at !== writes) refresh();
      });
  };
  const start = () => {
    if (timer || closed) return;
    timer = setInterval(refresh, pollMs);
    timer.unref?.();
    refresh();
  };

  return {
    counter(name) {
      start();
      return known ? (values.get(name) ?? 0) : --unknown;
    },
    committed(rows) {
      writes++;
      keep(rows);
      known = true;
    },
    wrote() {
      writes++;
      known = false;
      if (timer) refresh();
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
