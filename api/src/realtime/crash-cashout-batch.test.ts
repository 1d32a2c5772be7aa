import { describe, expect, it } from "vitest";
import { cashoutBatch } from "./crash-cashout-batch.ts";
import { CRASH_CASHOUTS_PER_PUSH, type CrashCashoutsEvent } from "./events.ts";

const line = (roundId: number, payout: number) => ({
  roundId,
  nickname: `p${payout}`,
  multiplier: 150,
  payout,
  auto: false,
});

describe("cashoutBatch", () => {
  it("pushes a moment's cash-outs once per round: the largest payouts, and how many there were", async () => {
    const sent: CrashCashoutsEvent[] = [];
    const batch = cashoutBatch((event) => sent.push(event), 20);
    for (let payout = 1; payout <= 500; payout++) batch.add(line(7, payout));
    batch.add(line(8, 5));
    expect(sent).toEqual([]);
    await Bun.sleep(60);
    expect(sent).toHaveLength(2);
    const [seven, eight] = sent;
    expect(seven?.total).toBe(500);
    expect(seven?.cashouts.map((c) => c.payout)).toEqual(
      Array.from({ length: CRASH_CASHOUTS_PER_PUSH }, (_, i) => 500 - i),
    );
    expect(seven?.cashouts[0]).toEqual({ nickname: "p500", multiplier: 150, payout: 500, auto: false });
    expect(eight).toEqual({
      roundId: 8,
      cashouts: [{ nickname: "p5", multiplier: 150, payout: 5, auto: false }],
      total: 1,
    });
  });

  it("flushes at once when asked (before a phase change), and sends nothing when nothing waits", () => {
    const sent: CrashCashoutsEvent[] = [];
    const batch = cashoutBatch((event) => sent.push(event), 10_000);
    batch.flush();
    expect(sent).toEqual([]);
    batch.add(line(3, 10));
    batch.flush();
    expect(sent).toEqual([
      { roundId: 3, cashouts: [{ nickname: "p10", multiplier: 150, payout: 10, auto: false }], total: 1 },
    ]);
    batch.flush();
    expect(sent).toHaveLength(1);
  });

  it("gives a round's waiting cash-outs to its tick, leaving other rounds' and cancelling the timer", async () => {
    const sent: CrashCashoutsEvent[] = [];
    const batch = cashoutBatch((event) => sent.push(event), 20);
    expect(batch.take(4)).toBeUndefined();
    for (let payout = 1; payout <= 30; payout++) batch.add(line(4, payout));
    batch.add(line(5, 9));
    const taken = batch.take(4);
    expect(taken?.total).toBe(30);
    expect(taken?.cashouts).toHaveLength(CRASH_CASHOUTS_PER_PUSH);
    expect(taken?.cashouts[0]?.payout).toBe(30);
    expect(batch.take(4)).toBeUndefined();
    // Round 5's line is still pushed alone when no tick takes it.
    await Bun.sleep(60);
    expect(sent).toEqual([
      { roundId: 5, cashouts: [{ nickname: "p9", multiplier: 150, payout: 9, auto: false }], total: 1 },
    ]);
    // A take that empties the batch stops the timer: nothing more is sent.
    batch.add(line(6, 1));
    expect(batch.take(6)?.total).toBe(1);
    await Bun.sleep(60);
    expect(sent).toHaveLength(1);
  });
});
