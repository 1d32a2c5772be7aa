import { describe, expect, it } from "vitest";
import { Pacer } from "./pacer.ts";

/** A pacer on a fake clock whose sleeps move the clock; `late[i]` delays the i-th request further. */
function fakePacer(rate: number) {
  let now = 0;
  const pacer = new Pacer(
    rate,
    () => now,
    async (ms) => {
      now += ms;
    },
  );
  const send = async (count: number, late: Record<number, number> = {}) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      await pacer.take();
      now += late[i] ?? 0;
      pacer.markSent();
      out.push(now);
    }
    return out;
  };
  return { pacer, send };
}

describe("Pacer", () => {
  it("spaces sends evenly at the rate", async () => {
    const { send } = fakePacer(10);
    expect(await send(5)).toEqual([0, 100, 200, 300, 400]);
  });

  it("catches up a late send within the window rule: any `rate` consecutive sends span ≥ 1 s", async () => {
    const { send } = fakePacer(10);
    const sent = await send(40, { 3: 250, 17: 90 }); // two requests leave late
    for (let i = 10; i < sent.length; i++) expect(sent[i]! - sent[i - 10]!).toBeGreaterThanOrEqual(1000);
    // The time lost is made up: 40 sends still take the schedule's 3.9 s, not 3.9 s + the delays.
    expect(sent[39]).toBeLessThanOrEqual(3900 + 1);
  });

  it("does not make up a long stop in a burst", async () => {
    const { send } = fakePacer(10);
    const sent = await send(20, { 5: 2_000 }); // one request stuck for 2 s
    // Behind by 2 s, it catches up 300 ms (3 sends besides the one due) at most, then keeps the rate.
    const after = sent.slice(6, 12).map((t, i) => t - sent[5 + i]!);
    expect(after.filter((gap) => gap < 100).length).toBeLessThanOrEqual(4);
    expect(sent[19]! - sent[5]!).toBeGreaterThanOrEqual(1400 - 300);
  });

  it("holds every send for a 429's retry_after", async () => {
    const { pacer, send } = fakePacer(10);
    await send(2);
    pacer.pauseFor(3000);
    const [next] = await send(1);
    expect(next).toBe(100 + 3000);
  });
});

describe("Pacer on Telegram's clock", () => {
  it("counts a request from its answer: a slow answer delays the send a window later, not the rest", async () => {
    let now = 0;
    const pacer = new Pacer(
      10,
      () => now,
      async (ms) => {
        now += ms;
      },
    );
    const sent: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < 25; i++) {
      await pacer.take();
      pacer.markSent();
      sent.push(now);
      now += i === 4 ? 70 : 1; // request 4 takes 70 ms to be answered (it may arrive that late)
      pacer.markAnswered();
      answered.push(now);
    }
    // The window holds on the latest possible arrival: any 10 consecutive requests span ≥ 1 s from
    // the first one's answer to the last one's departure.
    for (let i = 10; i < sent.length; i++) expect(sent[i]! - answered[i - 10]!).toBeGreaterThanOrEqual(1000);
    // Only the send 10 places after the slow one waited for it; the next ones are back on schedule.
    expect(sent[14]).toBe(answered[4]! + 1000);
    expect(sent[14]! - sent[13]!).toBeGreaterThan(100 + 60);
    for (const i of [15, 19, 23]) expect(sent[i], `send ${i}`).toBeLessThanOrEqual(i * 100 + 3); // + one round trip a window
  });
});

describe("Pacer margin", () => {
  it("widens the window span after a 429 and narrows it again after a quiet stretch", async () => {
    const { pacer, send } = fakePacer(10);
    await send(11);
    pacer.pauseFor(1000);
    expect(pacer.margin).toBe(10);
    const sent = await send(30);
    for (let i = 10; i < sent.length; i++) expect(sent[i]! - sent[i - 10]!).toBeGreaterThanOrEqual(1010);
    pacer.pauseFor(1000);
    pacer.pauseFor(1000);
    expect(pacer.margin).toBe(20); // capped
    await send(600);
    expect(pacer.margin).toBe(15);
  });
});
