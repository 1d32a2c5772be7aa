// The crash cash-out relay's protocol on a real Redis (relay.ts; docs/crash.md "Settling in sets",
// across instances): who answers, what an instance does with each kind of answer, and what it does
// with what it cannot read. The settling itself is relay.test.ts's.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { REDIS_URL, redisReachable } from "../../../../test/redis.ts";
import { createLogger } from "../../logger.ts";
import { type CrashRelay, createCrashRelay, type RelayAnswer, type RelayedCashout } from "./relay.ts";

const TIMEOUT_MS = 2_000;
const answer: RelayAnswer = {
  ok: {
    betId: 1,
    roundId: 7,
    gameNumber: 3,
    stake: 100,
    autoCashout: null,
    status: "won",
    cashedOutAt: 150,
    payout: 150,
    balance: 1_050,
  },
};
const request = { userId: 5, body: { roundId: 7, requestKey: "click-1" }, at: 1_000 };

describe.skipIf(!redisReachable)("the crash cash-out relay", { timeout: 30_000 }, () => {
  let open: { close(): Promise<void> | void }[] = [];
  afterEach(async () => {
    for (const thing of open) await thing.close();
    open = [];
  });

  /** Two instances' relays on one namespace, and what each logged. */
  function pair(options: { timeoutMs?: number } = {}) {
    const namespace = `test-${randomUUID()}`;
    const lines: string[] = [];
    const logger = createLogger("warn", {}, (line) => void lines.push(line));
    const make = () =>
      createCrashRelay(REDIS_URL, logger, { namespace, timeoutMs: options.timeoutMs ?? TIMEOUT_MS });
    const driver = make();
    const other = make();
    open.push(driver, other);
    const raw = new Redis(REDIS_URL);
    open.push({ close: () => void raw.disconnect() });
    /**
     * Until the driver listens (Redis counts its subscription to the requests): a fixed pause was not
     * enough on a loaded machine, and a cash-out forwarded before it found nobody to answer.
     */
    const driving = () =>
      expect
        .poll(
          async () => ((await raw.pubsub("NUMSUB", `jv:crash:${namespace}:cashouts`)) as [string, number])[1],
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0);
    return {
      namespace,
      driver,
      other,
      lines,
      raw,
      driving,
      messages: () => lines.map((l) => JSON.parse(l).msg),
    };
  }

  /** Until an instance waits on its own answers channel (it subscribes when it first forwards). */
  const answersChannel = (raw: Redis, namespace: string) =>
    expect
      .poll(
        async () =>
          ((await raw.pubsub("CHANNELS", `jv:crash:${namespace}:cashout-answers:*`)) as string[]).length,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);

  /** Serves `driver` with `handler`, recording what it was asked. */
  function serve(driver: CrashRelay, handler: (r: RelayedCashout) => Promise<RelayAnswer>) {
    const asked: RelayedCashout[] = [];
    const stop = driver.serve(async (r) => {
      asked.push(r);
      return handler(r);
    });
    return { asked, stop };
  }

  const settled = async () => new Promise((resolve) => setTimeout(resolve, 100));

  it("answers what the driving instance answers: the cash-out, or its refusal; it serves only while it drives", async () => {
    const { driver, other, driving } = pair();
    expect(driver.serving).toBe(false);
    const { asked, stop } = serve(driver, async (r) =>
      r.body.requestKey === "click-1"
        ? answer
        : { error: { status: 409, code: "CRASH_ALREADY_CASHED_OUT", message: "Already cashed out" } },
    );
    expect(driver.serving).toBe(true);
    expect(other.serving).toBe(false);
    await driving();
    expect(await other.forward(request)).toEqual(answer);
    expect(asked).toEqual([
      expect.objectContaining({ ...request, id: expect.any(String), replyTo: expect.any(String) }),
    ]);
    expect(await other.forward({ ...request, body: { roundId: 7, requestKey: "click-2" } })).toEqual({
      error: { status: 409, code: "CRASH_ALREADY_CASHED_OUT", message: "Already cashed out" },
    });
    await stop();
    expect(driver.serving).toBe(false);
    // Nobody listens now: answered at once, to be settled by the instance itself.
    const started = performance.now();
    expect(await other.forward(request)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(asked).toHaveLength(2);
  });

  it("settles itself at once when the driver says so, and after the timeout when no answer comes", async () => {
    const { driver, other, driving } = pair();
    serve(driver, async () => ({ local: true }));
    await driving();
    let started = performance.now();
    expect(await other.forward(request)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
    // A driver that never answers.
    const never = pair();
    serve(never.driver, () => new Promise<RelayAnswer>(() => undefined));
    await never.driving();
    started = performance.now();
    expect(await never.other.forward(request)).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it("keeps the newer handler when an older one stops, and answers nothing for a closed relay", async () => {
    const { driver, other } = pair();
    const first = serve(driver, async () => answer);
    const second = serve(driver, async () => ({ local: true }));
    await first.stop();
    expect(driver.serving).toBe(true);
    await second.stop();
    expect(driver.serving).toBe(false);
    // A relay closed while a cash-out waits answers it "settle it yourself" at once.
    const slow = pair({ timeoutMs: 20_000 });
    serve(slow.driver, () => new Promise<RelayAnswer>(() => undefined));
    await slow.driving();
    const waiting = slow.other.forward(request);
    await settled();
    const started = performance.now();
    await slow.other.close();
    expect(await waiting).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(other.serving).toBe(false);
  });

  it("logs and skips what it cannot read, and goes on answering", async () => {
    const { namespace, driver, other, raw, messages, lines, driving } = pair();
    const { asked } = serve(driver, async () => answer);
    await driving();
    await raw.publish(`jv:crash:${namespace}:cashouts`, "not json");
    await raw.publish(`jv:crash:${namespace}:cashouts`, JSON.stringify({ id: "x", userId: -1 }));
    // A cash-out the driver fails to answer (its handler throws): logged, and the asker settles it itself.
    const failing = pair({ timeoutMs: 500 });
    serve(failing.driver, async () => {
      throw new Error("database gone");
    });
    await failing.driving();
    const failed = performance.now();
    expect(await failing.other.forward(request)).toBeUndefined();
    // Its own timeout (500 ms), not the default 5 s.
    expect(performance.now() - failed).toBeLessThan(4_000);
    // An answer nobody can read, on the asker's own channel: it waits on, and takes the real one.
    const forwarded = other.forward(request);
    await answersChannel(raw, namespace);
    const [channel] = (await raw.pubsub("CHANNELS", `jv:crash:${namespace}:cashout-answers:*`)) as string[];
    // A well-formed answer to no cash-out of its own is dropped quietly; then one it cannot read.
    expect(await raw.publish(channel!, JSON.stringify({ id: "nobody", local: true }))).toBe(1);
    expect(await raw.publish(channel!, JSON.stringify({ id: "nobody", ok: 1 }))).toBe(1);
    expect(await forwarded).toEqual(answer);
    expect(asked).toHaveLength(1);
    await expect.poll(messages).toContain("unreadable relayed cash-out answer");
    await expect
      .poll(messages)
      .toEqual(
        expect.arrayContaining([
          "unreadable relay message",
          "unreadable relayed cash-out",
          "unreadable relayed cash-out answer",
        ]),
      );
    await expect.poll(failing.messages).toContain("relayed cash-out not answered");
    // The well-formed stray answer was read in order before the unreadable one, and logged nothing.
    expect(messages().filter((m) => m === "unreadable relay message")).toHaveLength(1);
    expect(lines.map((l) => JSON.parse(l).component)).toEqual(lines.map(() => "crash-relay"));
  });

  it("settles itself soon when Redis is away, and a closed relay leaves Redis", async () => {
    const lines: string[] = [];
    const logger = createLogger("warn", {}, (line) => void lines.push(line));
    // Nothing listens on port 1.
    const away = createCrashRelay("redis://127.0.0.1:1", logger, { namespace: "away", timeoutMs: 60_000 });
    const started = performance.now();
    expect(await away.forward(request)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(20_000);
    // Closed while a cash-out waits on a Redis that is away: it is settled here at once.
    const pending = away.forward(request);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await away.close();
    expect(await pending).toBeUndefined();
    const said = lines.map((l) => JSON.parse(l).msg);
    expect(said).toContain("cash-out not relayed; settling it here");
    expect(said).toContain("redis error");
    // Its two connections are named for the deployment, and gone once it is closed.
    const { namespace, driver, raw, driving } = pair();
    serve(driver, async () => answer);
    await driving();
    const named = async () =>
      ((await raw.client("LIST")) as string)
        .split("\n")
        .filter((line) => line.includes(`name=jv-crash-relay:${namespace} `)).length;
    expect(await named()).toBe(4);
    await driver.close();
    await expect.poll(named).toBe(2);
    expect(await raw.pubsub("NUMSUB", `jv:crash:${namespace}:cashouts`)).toEqual([
      `jv:crash:${namespace}:cashouts`,
      0,
    ]);
  });
});
