/**
 * bench/crash.ts's figures for one round: what the clients measured (latencies, counts) and what
 * the database holds for the round (every bet settled once, the ledger agreeing, each player's
 * payout the one its client was told).
 */
import type { BetRow, RoundLedger, RoundRow } from "./crash-db.ts";
import type { PlayerOutcome, RoundReport } from "./crash-protocol.ts";

export interface Distribution {
  n: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

/** Nearest-rank percentiles, ms with one decimal. */
export function distribution(values: number[]): Distribution {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return null;
    const v = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
    return v === undefined ? null : Math.round(v * 10) / 10;
  };
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

export const formatDistribution = (d: Distribution) =>
  d.n === 0
    ? "none"
    : `p50 ${d.p50} ms  p95 ${d.p95} ms  p99 ${d.p99} ms  max ${d.max} ms  (n ${d.n.toLocaleString("en-US")})`;

const tally = (values: (string | undefined)[]) => {
  const out: Record<string, number> = {};
  for (const v of values) if (v !== undefined) out[v] = (out[v] ?? 0) + 1;
  return out;
};

export interface RoundFigures {
  roundId: number;
  gameNumber: number | null;
  point: number | null;
  /** Server instants (epoch ms) from the database: the curve reached the point; the driver settled. */
  runMs: number | null;
  driverLateMs: number | null;
  players: number;
  spreadMs: number;
  bets: { accepted: number; refused: Record<string, number>; latency: Distribution };
  cashouts: {
    manualPlayers: number;
    clicked: number;
    accepted: number;
    tooLate: number;
    refused: Record<string, number>;
    notClicked: number;
    latency: Distribution;
  };
  autos: {
    players: number;
    reached: number;
    pushed: number;
    pushLag: Distribution;
    /**
     * The automatic cash-out's credit lag: the bet's settle commit (`crash_bets.settled_at`, the
     * database's clock) minus the instant the curve reached its target (the round's server start plus
     * the curve's time to it). Both are server clocks.
     */
    creditLag: Distribution;
  };
  /** From the server's crash instant (the `crashedAt` the event carries) to each bettor's socket. */
  settle: {
    crashedPush: Distribution;
    firstPushMs: number | null;
    balanceKnown: Distribution;
    missingPush: number;
    /**
     * Per bettor, from the crash instant to the moment their coins can no longer change: a won bet's
     * credit (`crash_bets.settled_at`, server clock: its set's instant; 0 for a bet cashed out before
     * the crash); a lost bet's at the crash itself (0: a loss moves no coins, the stake was taken
     * with the bet, and from the crash on nothing can cash it out).
     */
    balanceFinal: Distribution;
    /**
     * Per bettor, from the crash instant to the moment their bet's settlement was written (its set's
     * `settled_at`; 0 before the crash): when the round's record (status, history, statistics) is final.
     */
    recorded: Distribution;
    /** From the crash instant to the last bet settled (the largest of the above): losses come after the push. */
    databaseMs: number | null;
  };
  db: {
    bets: number;
    open: number;
    won: number;
    lost: number;
    stakes: number;
    payouts: number;
    ledger: RoundLedger;
    problems: string[];
  };
  clientNotes: Record<string, number>;
  /** Bettors whose client never learnt the round's end (no `crash:crashed`, so no balance read). */
  unsettledOnClient: number;
  disconnects: number;
  disconnectReasons: Record<string, number>;
  /** The first socket drop, ms after the round started running (negative: before). */
  firstDropAfterStartMs: number | null;
}

/** The round's figures from the clients' reports and the database's rows. */
export function roundFigures(
  reports: RoundReport[],
  round: RoundRow | undefined,
  bets: BetRow[],
  ledger: RoundLedger,
  userIds: number[],
): RoundFigures {
  const players: PlayerOutcome[] = reports.flatMap((r) => r.players);
  const bettors = players.filter((p) => p.betCode === "ok");
  const manual = bettors.filter((p) => !p.auto);
  const autos = bettors.filter((p) => p.auto);
  const point = round?.point ?? null;
  const reached = autos.filter((p) => point !== null && p.target <= point);
  const clicked = manual.filter((p) => p.clickedAt !== undefined);
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
  };

  if (!round) problem(`round ${reports[0]?.roundId} is not in the database`);
  else if (round.phase !== "crashed") problem(`round ${round.id} is ${round.phase}, not crashed`);
  const byUser = new Map(bets.map((b) => [b.userId, b]));
  for (const p of players) {
    const bet = byUser.get(userIds[p.index] ?? -1);
    if (p.betCode === "ok" && !bet) problem(`player ${p.index}: bet accepted but not in the database`);
    if (p.betCode !== "ok" && bet)
      problem(`player ${p.index}: bet refused (${p.betCode}) but in the database`);
    if (!bet || p.betCode !== "ok") continue;
    if (p.settled && bet.payout !== p.payout)
      problem(`player ${p.index}: paid ${bet.payout}, its client was told ${p.payout}`);
    if (p.auto && point !== null) {
      const wins = p.target <= point;
      if (wins && (bet.status !== "won" || bet.cashedOutAt !== p.target))
        problem(
          `player ${p.index}: auto ${p.target} ≤ point ${point} but ${bet.status} at ${bet.cashedOutAt}`,
        );
      if (!wins && bet.status !== "lost")
        problem(`player ${p.index}: auto ${p.target} > point but ${bet.status}`);
    }
  }
  for (const bet of bets) {
    if (bet.status === "open") continue;
    const expected =
      bet.status === "won" && bet.cashedOutAt !== null ? Math.floor((bet.stake * bet.cashedOutAt) / 100) : 0;
    if (bet.payout !== expected)
      problem(`user ${bet.userId}: payout ${bet.payout}, the rules say ${expected}`);
    if (bet.status === "won" && point !== null && (bet.cashedOutAt ?? 0) > point)
      problem(`user ${bet.userId}: cashed out at ${bet.cashedOutAt} above the point ${point}`);
  }
  const won = bets.filter((b) => b.status === "won");
  const stakes = bets.reduce((s, b) => s + b.stake, 0);
  const payouts = bets.reduce((s, b) => s + b.payout, 0);
  const open = bets.filter((b) => b.status === "open").length;
  if (open > 0) problem(`${open} bets still open after the crash`);
  if (ledger.betEntries !== bets.length || ledger.betSum !== -stakes)
    problem(
      `ledger: ${ledger.betEntries} stake debits summing ${ledger.betSum}, bets ${bets.length} staking ${stakes}`,
    );
  if (ledger.winEntries !== won.length || ledger.winSum !== payouts)
    problem(
      `ledger: ${ledger.winEntries} credits summing ${ledger.winSum}, ${won.length} wins paying ${payouts}`,
    );
  if (ledger.duplicateWins > 0) problem(`ledger: ${ledger.duplicateWins} players credited more than once`);

  const sinceCrash = (at: number | undefined, p: PlayerOutcome) =>
    at !== undefined && p.serverCrashedAt !== undefined ? at - p.serverCrashedAt : Number.NaN;
  const pushes = bettors.map((p) => sinceCrash(p.crashedAt, p)).filter(Number.isFinite);
  const cashoutCodes = clicked.map((p) => p.cashoutCode);
  const crashedAt = round?.crashedAt;
  const recorded = bets.flatMap((b) =>
    b.settledAt === null || !crashedAt ? [] : [Math.max(0, b.settledAt - crashedAt)],
  );
  const finals = bets.flatMap((b) =>
    b.settledAt === null || !crashedAt
      ? []
      : [b.status === "lost" ? 0 : Math.max(0, b.settledAt - crashedAt)],
  );
  return {
    roundId: reports[0]?.roundId ?? 0,
    gameNumber: round?.gameNumber ?? null,
    point,
    runMs: round?.startedAt && round.crashAt ? round.crashAt - round.startedAt : null,
    driverLateMs: round?.crashAt && round.crashedAt ? round.crashedAt - round.crashAt : null,
    players: players.length,
    spreadMs: Math.min(...reports.map((r) => r.spreadMs)),
    bets: {
      accepted: bettors.length,
      refused: tally(players.filter((p) => p.betCode !== "ok").map((p) => p.betCode ?? "never answered")),
      latency: distribution(players.map((p) => p.betMs ?? Number.NaN)),
    },
    cashouts: {
      manualPlayers: manual.length,
      clicked: clicked.length,
      accepted: cashoutCodes.filter((c) => c === "ok").length,
      tooLate: cashoutCodes.filter((c) => c?.endsWith("CRASH_ALREADY_CRASHED")).length,
      refused: tally(
        cashoutCodes
          .filter((c) => c !== "ok" && !c?.endsWith("CRASH_ALREADY_CRASHED"))
          .map((c) => c ?? "unanswered when reported"),
      ),
      notClicked: manual.length - clicked.length,
      latency: distribution(clicked.map((p) => p.cashoutMs ?? Number.NaN)),
    },
    autos: {
      players: autos.length,
      reached: reached.length,
      pushed: reached.filter((p) => p.autoSeenAt !== undefined).length,
      pushLag: distribution(
        reached.map((p) => (p.autoSeenAt !== undefined && p.reachAt ? p.autoSeenAt - p.reachAt : Number.NaN)),
      ),
      creditLag: distribution(
        reached.map((p) => {
          const settledAt = byUser.get(userIds[p.index] ?? -1)?.settledAt;
          return settledAt != null && p.reachAt ? settledAt - p.reachAt : Number.NaN;
        }),
      ),
    },
    settle: {
      crashedPush: distribution(pushes),
      firstPushMs: pushes.length ? Math.min(...pushes) : null,
      balanceKnown: distribution(bettors.map((p) => sinceCrash(p.balanceKnownAt, p))),
      missingPush: bettors.filter((p) => p.crashedAt === undefined).length,
      balanceFinal: distribution(finals),
      recorded: distribution(recorded),
      databaseMs: round?.crashedAt && recorded.length && open === 0 ? Math.max(...recorded) : null,
    },
    db: {
      bets: bets.length,
      open,
      won: won.length,
      lost: bets.filter((b) => b.status === "lost").length,
      stakes,
      payouts,
      ledger,
      problems,
    },
    clientNotes: tally(players.flatMap((p) => p.notes.map((n) => n.replace(/-?\d+/g, "#")))),
    firstDropAfterStartMs: (() => {
      const drops = reports.flatMap((r) => (r.firstDisconnectAt === null ? [] : [r.firstDisconnectAt]));
      return drops.length && round?.startedAt ? Math.min(...drops) - round.startedAt : null;
    })(),
    unsettledOnClient: bettors.filter((p) => !p.settled).length,
    disconnects: reports.reduce((s, r) => s + r.disconnects, 0),
    disconnectReasons: reports.reduce<Record<string, number>>((sum, r) => {
      for (const [k, v] of Object.entries(r.disconnectReasons)) sum[k] = (sum[k] ?? 0) + v;
      return sum;
    }, {}),
  };
}
