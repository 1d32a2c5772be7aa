/**
 * What this process's database work tells whoever watches it (the API's Prometheus series,
 * api/src/lib/observability/; tests): statement timings, committed payment outcomes, recorded
 * rounds, wheel spins, queue turns and bot broadcast answers. Nobody watches by default; each
 * `observe…` adds a watcher and answers the function that removes it. Watchers are told only what
 * committed (`afterCommit`), and a watcher that throws never reaches the code that told it.
 */

/** One kind of fact and its watchers. */
class Channel<Fact> {
  readonly #watchers = new Set<(fact: Fact) => void>();
  get watched(): boolean {
    return this.#watchers.size > 0;
  }
  add(watcher: (fact: Fact) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }
  tell(fact: Fact): void {
    for (const watcher of this.#watchers) quietly(() => watcher(fact));
  }
}

function quietly(fn: () => void): void {
  try {
    fn();
  } catch {
    // an observer's failure never reaches the code it observes
  }
}

export type StatementKind = "read" | "write";
const statements = new Channel<{ kind: StatementKind; seconds: number }>();

/** Watches every statement's time (the drivers report each one: db/src/driver/). */
export function observeStatements(watcher: (kind: StatementKind, seconds: number) => void): () => void {
  return statements.add(({ kind, seconds }) => watcher(kind, seconds));
}

/** A start time for `statementDone`, or undefined when nobody watches (then timing costs nothing). */
export const statementStart = (): number | undefined => (statements.watched ? performance.now() : undefined);

/** Reports a statement that started at `start` (from `statementStart`). */
export function statementDone(kind: StatementKind, start: number | undefined): void {
  if (start !== undefined) statements.tell({ kind, seconds: (performance.now() - start) / 1000 });
}

/** How a payment order ended, as the metrics count it. */
export type PaymentOutcomeName = "credited" | "failed" | "expired" | "cancelled" | "refunded";
export interface PaymentFact {
  rail: string;
  outcome: PaymentOutcomeName;
  /** Gems credited (`credited`) or taken back, debt included (`refunded`); 0 otherwise. */
  gems: number;
}
const payments = new Channel<PaymentFact>();

/** Watches committed payment outcomes. */
export const observePayments = (watcher: (fact: PaymentFact) => void): (() => void) => payments.add(watcher);

/**
 * Told by the payment functions after their transaction committed (db/src/payments/): credits,
 * closes and reversals, each once per change it made (a duplicate or a refusal tells nothing).
 */
export function reportPayment(
  rail: string,
  outcome:
    | { status: "credited"; gems: number }
    | { status: "refunded"; gems: number; debtGems: number }
    | { status: "mismatch" }
    | { status: "closed"; as: "failed" | "cancelled" | "expired" }
    | { status: string },
): void {
  const o = outcome as { status: string; gems?: number; debtGems?: number; as?: PaymentOutcomeName };
  if (o.status === "credited") payments.tell({ rail, outcome: "credited", gems: o.gems ?? 0 });
  else if (o.status === "refunded")
    payments.tell({ rail, outcome: "refunded", gems: (o.gems ?? 0) + (o.debtGems ?? 0) });
  else if (o.status === "mismatch") payments.tell({ rail, outcome: "failed", gems: 0 });
  else if (o.status === "closed" && o.as) payments.tell({ rail, outcome: o.as, gems: 0 });
}

/** Rounds a game recorded in one committed transaction (db/src/metrics/rounds.ts). */
export interface RoundsFact {
  game: string;
  rounds: number;
  coinsWagered: number;
  /** Coins paid back (winning stakes and pushes included). */
  coinsPaid: number;
}
const rounds = new Channel<RoundsFact>();
const wheelSpins = new Channel<void>();
const queueWaits = new Channel<number>();

/** Watches committed game rounds, wheel spins and queue turns (seconds waited). */
export function observePlay(watchers: {
  rounds?: (fact: RoundsFact) => void;
  wheelSpin?: () => void;
  queueWait?: (seconds: number) => void;
}): () => void {
  const removers = [
    watchers.rounds && rounds.add(watchers.rounds),
    watchers.wheelSpin && wheelSpins.add(watchers.wheelSpin),
    watchers.queueWait && queueWaits.add(watchers.queueWait),
  ];
  return () => {
    for (const remove of removers) remove?.();
  };
}

/** Told (through `afterCommit`) when a transaction recorded rounds. */
export const reportRounds = (fact: RoundsFact): void => rounds.tell(fact);

/** Told (through `afterCommit`) when a transaction recorded a wheel spin. */
export const reportWheelSpin = (): void => wheelSpins.tell();

/** Told (through `afterCommit`) how long each player promoted from the queue's waiting line waited. */
export function reportQueueWaits(seconds: readonly number[]): void {
  for (const wait of seconds) queueWaits.tell(wait);
}

/**
 * How one broadcast or airdrop message's attempt ended (bot/src/jobs/): `rate_limited` is Telegram's
 * 429 and `retried` a 5xx, both sent again later.
 */
export type BroadcastOutcome = "sent" | "blocked" | "failed" | "uncertain" | "rate_limited" | "retried";
const broadcasts = new Channel<BroadcastOutcome>();

/** Watches the bot's broadcast deliveries. */
export const observeBroadcasts = (watcher: (outcome: BroadcastOutcome) => void): (() => void) =>
  broadcasts.add(watcher);

/** Told by the bot's job worker after each answer Telegram gave a broadcast message. */
export const reportBroadcast = (outcome: BroadcastOutcome): void => broadcasts.tell(outcome);

/** Callbacks waiting for the commit of the write transaction that registered them. */
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` once the write transaction `tx` has committed (nothing if it rolls back; a retried
 * transaction keeps only its last attempt's hooks). Outside `db.write` it runs at once. For what
 * only a committed change may tell: metrics, never money. A hook that throws is ignored.
 */
export function afterCommit(tx: object, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else quietly(hook);
}

/**
 * `db.write`'s wrapper (client.ts): `transaction` runs the callback it is given inside one write
 * transaction (possibly several times, when retried); the hooks the last attempt registered run
 * after it committed.
 */
export async function withCommitHooks<Tx extends object, T>(
  transaction: (inner: (tx: Tx) => Promise<T>) => Promise<T>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  let hooks: (() => void)[] = [];
  const result = await transaction((tx) => {
    hooks = [];
    commitHooks.set(tx, hooks);
    return fn(tx);
  });
  for (const hook of hooks) quietly(hook);
  return result;
}
