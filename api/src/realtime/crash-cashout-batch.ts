import { CRASH_CASHOUTS_PER_PUSH, type CrashCashoutEvent, type CrashCashoutsEvent } from "./events.ts";

export interface CashoutBatch {
  add(event: CrashCashoutEvent): void;
  /** Takes what waits for `roundId` (to ride on its tick), if anything; the rest keeps waiting. */
  take(roundId: number): CrashCashoutsEvent | undefined;
  /** Pushes what is waiting now (before a round's phase changes, so cash-outs come first). */
  flush(): void;
}

/**
 * Gathers cash-outs and pushes them together: on the round's next tick (`take`), or, when no tick
 * came within `flushMs` (or before a phase change: `flush`), as one `crash:cashouts` per round; either
 * way the largest `CRASH_CASHOUTS_PER_PUSH` payouts, and how many there were.
 */
export function cashoutBatch(send: (event: CrashCashoutsEvent) => void, flushMs: number): CashoutBatch {
  let waiting: CrashCashoutEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const summary = (roundId: number, events: CrashCashoutEvent[]): CrashCashoutsEvent => {
    const largest = events.sort((a, b) => b.payout - a.payout).slice(0, CRASH_CASHOUTS_PER_PUSH);
    return { roundId, cashouts: largest.map(({ roundId: _, ...line }) => line), total: events.length };
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const byRound = new Map<number, CrashCashoutEvent[]>();
    for (const event of waiting) {
      const list = byRound.get(event.roundId);
      if (list) list.push(event);
      else byRound.set(event.roundId, [event]);
    }
    waiting = [];
    for (const [roundId, events] of byRound) send(summary(roundId, events));
  };
  return {
    add(event) {
      waiting.push(event);
      timer ??= setTimeout(flush, flushMs);
    },
    take(roundId) {
      const mine = waiting.filter((e) => e.roundId === roundId);
      if (mine.length === 0) return undefined;
      waiting = waiting.filter((e) => e.roundId !== roundId);
      if (waiting.length === 0) {
        clearTimeout(timer);
        timer = undefined;
      }
      return summary(roundId, mine);
    },
    flush,
  };
}
