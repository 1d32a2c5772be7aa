import { CRASH_CASHOUTS_PER_PUSH, type CrashCashoutEvent, type CrashCashoutsEvent } from "./events.ts";

export interface CashoutBatch {
  add(event: CrashCashoutEvent): void;
  /** Pushes what is waiting now (before a round's phase changes, so cash-outs come first). */
  flush(): void;
}

/**
 * Gathers cash-outs for `flushMs` and pushes them as one `crash:cashouts` per round: the largest
 * `CRASH_CASHOUTS_PER_PUSH` payouts, and how many there were.
 */
export function cashoutBatch(send: (event: CrashCashoutsEvent) => void, flushMs: number): CashoutBatch {
  let waiting: CrashCashoutEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
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
    for (const [roundId, events] of byRound) {
      const largest = events.sort((a, b) => b.payout - a.payout).slice(0, CRASH_CASHOUTS_PER_PUSH);
      send({ roundId, cashouts: largest.map(({ roundId: _, ...line }) => line), total: events.length });
    }
  };
  return {
    add(event) {
      waiting.push(event);
      timer ??= setTimeout(flush, flushMs);
    },
    flush,
  };
}
