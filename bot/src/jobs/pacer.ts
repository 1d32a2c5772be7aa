import { sleep } from "@jadeverse/db/sleep";

/**
 * A steady pacer over all chats at `ratePerSecond`. Slots follow a fixed schedule, one `interval`
 * apart; a send that went out late (a busy machine, a slow write) leaves the next slots where they
 * were, so the few sends behind catch up at once, but the schedule never runs more than `CATCH_UP_MS`
 * behind: a long stop (a 429's `retry_after`, a paused job) is not made up in a burst. On top of that, the
 * actual send times (`markSent`, just before each request) keep Telegram's sliding-window rule on our side: any `window` consecutive sends
 * span at least `window × interval` (≥ 1 s), so a send that went out late never lets the next ones
 * bunch up into a 429. `pauseFor` (a 429's `retry_after`) holds every send.
 *
 * Arrival, not departure: Telegram counts a request when it arrives, which is somewhere between our
 * `markSent` and the answer. `markAnswered` moves the request's time to the answer, the latest moment
 * it can have been counted, so the window holds on Telegram's clock whatever the delay on the way
 * there (a busy machine, a slow network): a late arrival makes the send 30 places later wait the same
 * few milliseconds instead of drawing a 429 that stops everything for a second. The cost is one round
 * trip per window (loopback: ~1 ms; Telegram from a nearby region: tens of ms).
 *
 * Adaptive margin: Telegram measures arrivals, and network or scheduling jitter of more than the
 * margin the rate leaves (29.5 of 30 msg/s: 17 ms a second) still draws a 429, which costs a whole
 * second. Each 429 (`pauseFor`) widens the window span by `MARGIN_STEP_MS` (up to `MARGIN_MAX_MS`, i.e.
 * 29.5 → 28.9 msg/s at most); every `MARGIN_DECAY_SENDS` sends without one narrow it again.
 */
/** How far behind its schedule the pacer may be and still catch up (≈ 9 sends at 29.5 msg/s). */
const CATCH_UP_MS = 300;
const MARGIN_STEP_MS = 10;
const MARGIN_MAX_MS = 20;
const MARGIN_DECAY_SENDS = 600;

export class Pacer {
  readonly intervalMs: number;
  private readonly window: number;
  private readonly sent: number[] = [];
  private next = 0;
  private marginMs = 0;
  private sinceSlowDown = 0;

  constructor(
    ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
    private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void> = sleep,
  ) {
    if (!(ratePerSecond > 0)) throw new Error("Pacer: rate must be positive");
    this.intervalMs = 1000 / ratePerSecond;
    this.window = Math.max(1, Math.ceil(ratePerSecond));
  }

  /** Waits for the next slot and takes it. Resolves early (slot given up) when `signal` aborts. */
  async take(signal?: AbortSignal): Promise<void> {
    const now = this.now();
    const oldest = this.sent.length >= this.window ? this.sent[this.sent.length - this.window]! : -Infinity;
    const slot = Math.max(now, this.next, oldest + this.window * this.intervalMs + this.marginMs);
    this.next = Math.max(this.next, slot - CATCH_UP_MS) + this.intervalMs;
    if (slot > now) await this.wait(slot - now, signal);
  }

  /** Records that a request leaves now (call it right before the request, after any database write). */
  markSent(): void {
    this.sent.push(this.now());
    if (this.sent.length > this.window) this.sent.shift();
    if (++this.sinceSlowDown >= MARGIN_DECAY_SENDS && this.marginMs > 0) {
      this.marginMs = Math.max(0, this.marginMs - MARGIN_STEP_MS / 2);
      this.sinceSlowDown = 0;
    }
  }

  /**
   * The last request was answered now (or failed): it reached Telegram by now at the latest, so the
   * window counts it from here. Call it right after the answer, before any database write.
   */
  markAnswered(): void {
    const last = this.sent.length - 1;
    if (last >= 0) this.sent[last] = Math.max(this.sent[last]!, this.now());
  }

  /** The extra span (ms) currently kept per window, after recent 429s. */
  get margin(): number {
    return this.marginMs;
  }

  /** How long until the next slot could be taken (0 when one is free now). */
  delayMs(): number {
    return Math.max(0, this.next - this.now());
  }

  /** A 429: no send before `ms` from now, and a wider margin for a while. */
  pauseFor(ms: number): void {
    this.next = Math.max(this.next, this.now() + ms);
    this.marginMs = Math.min(MARGIN_MAX_MS, this.marginMs + MARGIN_STEP_MS);
    this.sinceSlowDown = 0;
  }
}
