import { createDb, type Db } from "@jadeverse/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricsRegistry } from "../../observability/metrics.ts";
import { groupCommit, type Outcome } from "./group-commit.ts";

/** Group commit (group-commit.ts) on a real database: which requests share a transaction, and how each is answered. */
describe("group commit", () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDb({ url: ":memory:" });
  });
  afterAll(() => db.close());

  /** A queue whose batches are recorded; a batch waits for `hold` (when set) before it commits. */
  function recorded(max: number) {
    const batches: number[][] = [];
    let hold: Promise<void> | undefined;
    const queue = groupCommit<number, string>(db, "bets", max, async (_tx, batch) => {
      batches.push([...batch]);
      await hold;
      return batch.map(
        (n): Outcome<string> => (n < 0 ? { error: new Error(`refused ${n}`) } : { answer: `ok ${n}` }),
      );
    });
    return {
      queue,
      batches,
      holdNext() {
        let release: () => void = () => undefined;
        hold = new Promise((resolve) => {
          release = resolve;
        });
        return () => {
          hold = undefined;
          release();
        };
      },
    };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  /** A series of the batches' histograms for the bets' queue, as /metrics shows it. */
  const observed = async (name: string, suffix: "count" | "sum") => {
    const text = await metricsRegistry.getSingleMetricAsString(name);
    const line = text
      .split("\n")
      .find((l) => l.startsWith(`${name}_${suffix}{`) && l.includes('queue="bets"'));
    return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
  };

  it("puts what arrives while a batch commits into the next one, at most `max` a batch, each answered", async () => {
    const { queue, batches, holdNext } = recorded(2);
    const before = {
      batches: await observed("jadeverse_crash_batch_requests", "count"),
      requests: await observed("jadeverse_crash_batch_requests", "sum"),
      timed: await observed("jadeverse_crash_batch_seconds", "count"),
    };
    const release = holdNext();
    const seconds0 = await observed("jadeverse_crash_batch_seconds", "sum");
    const first = queue(1);
    await turn();
    expect(batches).toEqual([[1]]); // an idle queue takes a lone request at once
    // Arriving in separate turns while the first commits: they wait and go together, two at a time.
    const later = [queue(2)];
    await turn();
    later.push(queue(3));
    await turn();
    later.push(queue(-4));
    // The first batch holds its transaction at least 20 ms.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await first).toBe("ok 1");
    const answers = await Promise.allSettled(later);
    expect(batches).toEqual([[1], [2, 3], [-4]]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([
      "ok 2",
      "ok 3",
      "refused -4",
    ]);
    // Each batch observed once, its size and its time (/metrics).
    expect({
      batches: (await observed("jadeverse_crash_batch_requests", "count")) - before.batches,
      requests: (await observed("jadeverse_crash_batch_requests", "sum")) - before.requests,
      timed: (await observed("jadeverse_crash_batch_seconds", "count")) - before.timed,
    }).toEqual({ batches: 3, requests: 4, timed: 3 });
    // In seconds, start to commit: the held one's 20 ms at least, and nowhere near a clock's reading.
    const seconds = (await observed("jadeverse_crash_batch_seconds", "sum")) - seconds0;
    expect(seconds).toBeGreaterThanOrEqual(0.019);
    expect(seconds).toBeLessThan(5);
  });

  it("fails every request of a batch whose transaction fails, and goes on with the next", async () => {
    let fail = true;
    const queue = groupCommit<number, number>(db, "settlements", 10, async (_tx, batch) => {
      if (fail) {
        fail = false;
        throw new Error("database gone");
      }
      return batch.map((n) => ({ answer: n * 2 }));
    });
    const both = await Promise.allSettled([queue(1), queue(2)]);
    expect(both.map((r) => r.status === "rejected" && (r.reason as Error).message)).toEqual([
      "database gone",
      "database gone",
    ]);
    expect(await queue(3)).toBe(6);
  });
});
