import { afterEach, describe, expect, it } from "vitest";
import { type CounterRow, type RemoteCounters, remoteCounters } from "./remote-counters.ts";

/**
 * The counters a server database's session cache is tagged with (remote-counters.ts): the reader here
 * is the server's answer, released by hand, so every interleaving of a poll and this process's writes
 * is played out in order.
 */
describe("remote change counters", () => {
  let reads: { resolve(rows: CounterRow[]): void; reject(error: Error): void }[] = [];
  let counters: RemoteCounters | undefined;
  const open = (pollMs = 60_000) => {
    reads = [];
    counters = remoteCounters(
      () =>
        new Promise<CounterRow[]>((resolve, reject) => {
          reads.push({ resolve, reject });
        }),
      pollMs,
    );
    return counters;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Waits until the poll has asked for read number `n` (whatever the machine's speed). */
  const polled = async (n: number) => {
    while (reads.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
    return reads[n - 1]!;
  };
  const sessions = (value: number) => [{ name: "sessions", value }];
  afterEach(() => counters?.close());

  it("matches nothing until its first read answers, then the counter as read (0 for one never moved)", async () => {
    const c = open();
    const before = [c.counter("sessions"), c.counter("sessions")];
    expect(before[0]).toBeLessThan(0);
    expect(before[1]).not.toBe(before[0]);
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(sessions(7));
    await settle();
    expect(c.counter("sessions")).toBe(7);
    expect(c.counter("other")).toBe(0);
  });

  it("takes a write transaction's own reading at once, over a poll that began before it", async () => {
    const c = open();
    c.counter("sessions");
    reads[0]!.resolve(sessions(1));
    await settle();
    c.counter("sessions");
    // A poll begins (read by hand below), then our transaction commits having read 3.
    c.wrote();
    c.committed(sessions(3));
    expect(c.counter("sessions")).toBe(3);
    reads[1]!.resolve(sessions(2));
    await settle();
    expect(c.counter("sessions")).toBe(3);
    expect(reads).toHaveLength(2);
  });

  it("is unknown after a raw write until a read begun after it answers", async () => {
    const c = open();
    c.counter("sessions");
    reads[0]!.resolve(sessions(1));
    await settle();
    c.wrote();
    expect(c.counter("sessions")).toBeLessThan(0);
    expect(reads).toHaveLength(2);
    // A second write while that read runs: its answer is stale, and a new read follows at once.
    c.wrote();
    reads[1]!.resolve(sessions(1));
    await settle();
    expect(c.counter("sessions")).toBeLessThan(0);
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(sessions(2));
    await settle();
    expect(c.counter("sessions")).toBe(2);
  });

  it("is unknown while its reads fail, and known again once one answers", async () => {
    const c = open(5);
    c.counter("sessions");
    reads[0]!.resolve(sessions(4));
    await settle();
    expect(c.counter("sessions")).toBe(4);
    (await polled(2)).reject(new Error("server gone"));
    await settle();
    expect(c.counter("sessions")).toBeLessThan(0);
    (await polled(3)).resolve(sessions(5));
    await settle();
    expect(c.counter("sessions")).toBe(5);
  });

  it("polls another instance's change in, and stops polling once closed", async () => {
    const c = open(5);
    c.counter("sessions");
    reads[0]!.resolve(sessions(1));
    await settle();
    (await polled(2)).resolve(sessions(9));
    await settle();
    expect(c.counter("sessions")).toBe(9);
    c.close();
    const after = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads.length).toBe(after);
  });
});
