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

  it("does not catch up lost time in a burst: any `rate` consecutive sends span ≥ 1 s", async () => {
    const { send } = fakePacer(10);
    const sent = await send(40, { 3: 250, 17: 90 }); // two requests leave late
    for (let i = 10; i < sent.length; i++) expect(sent[i]! - sent[i - 10]!).toBeGreaterThanOrEqual(1000);
    expect(sent[39]).toBeLessThanOrEqual(3900 + 250 + 90); // and the rate is kept otherwise
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
    // Only the send 10 places after the slow one waited for it; the next ones keep the rate.
    expect(sent[14]).toBe(answered[4]! + 1000);
    expect(sent[14]! - sent[13]!).toBeGreaterThan(100 + 60);
    expect(sent[15]! - sent[14]!).toBe(100);
    expect(sent[16]! - sent[15]!).toBe(100);
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
