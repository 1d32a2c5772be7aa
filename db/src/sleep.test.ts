import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sleep } from "./sleep.ts";

describe("sleep", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled once pending microtasks ran. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it("resolves after its time and not before", async () => {
    const wait = sleep(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it("waits for the timers' turn even for no time", async () => {
    let done = false;
    void sleep(0).then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("resolves at once when its signal aborts, and clears its timer", async () => {
    const abort = new AbortController();
    const wait = sleep(60_000, abort.signal);
    expect(vi.getTimerCount()).toBe(1);
    abort.abort();
    expect(await settled(wait)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("resolves without a timer when its signal has already aborted", async () => {
    const abort = new AbortController();
    abort.abort();
    const wait = sleep(60_000, abort.signal);
    expect(vi.getTimerCount()).toBe(0);
    await expect(wait).resolves.toBeUndefined();
  });

  it("leaves no listener on its signal once the time is up", async () => {
    const abort = new AbortController();
    const removed = vi.spyOn(abort.signal, "removeEventListener");
    const wait = sleep(10, abort.signal);
    await vi.advanceTimersByTimeAsync(10);
    await wait;
    expect(removed).toHaveBeenCalledWith("abort", expect.any(Function));
  });
});
