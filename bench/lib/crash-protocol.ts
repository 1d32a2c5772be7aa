/** What bench/crash.ts and its client processes (bench/lib/crash-client.ts) say to each other. */

/** Parent → client: play round `roundId` (announced or still to come). */
export interface PlayCommand {
  cmd: "play";
  roundId: number;
  /** Spread the bets over this long from the window's announcement (at most until `marginMs` before it closes). */
  spreadMs: number;
  marginMs: number;
  /** Report whatever is known this long after the command, settled or not. */
  deadlineMs: number;
}

/** One player's round as its client saw it. Times are epoch ms (one machine, one clock); latencies ms. */
export interface CrashPlay {
  roundId: number;
  /** Hundredths: the automatic cash-out, or the multiplier a manual player clicks at. */
  target: number;
  betMs?: number;
  /** `ok`, or `<status> <code>` / `network …`. */
  betCode?: string;
  /** A manual player's click, timed for when the page's climb shows the target (not reported). */
  clickTimer?: ReturnType<typeof setTimeout>;
  /** A manual cash-out request in flight (not reported). */
  cashout?: Promise<void>;
  clickedAt?: number;
  cashoutMs?: number;
  cashoutCode?: string;
  /** The payout this player got, by the API's answers (auto: by the revealed point). */
  payout?: number;
  /** Its own automatic cash-out as `crash:cashout` pushed it. */
  autoSeenAt?: number;
  autoSeen?: { multiplier: number; payout: number };
  /** When its socket received `crash:crashed`, and the server's crash instant the event carries. */
  crashedAt?: number;
  serverCrashedAt?: number;
  point?: number;
  /** When the player knew its final balance after the crash (from the answers and pushes, no read). */
  balanceKnownAt?: number;
  expectedCoins?: number;
  settled?: boolean;
  /** Anything that disagreed with what the player should see. */
  notes: string[];
}

export type PlayerOutcome = Omit<CrashPlay, "cashout"> & {
  index: number;
  auto: boolean;
  connected: boolean;
  /** Auto players: the server instant the curve reached the target. */
  reachAt: number | undefined;
};

export interface RoundReport {
  type: "round";
  roundId: number;
  spreadMs: number;
  startedAt: number | null;
  growthRate: number | null;
  /** Sockets of this client that dropped so far (since connecting). */
  disconnects: number;
  /** Why they dropped, by socket.io's reason, and when the first one did (epoch ms). */
  disconnectReasons: Record<string, number>;
  firstDisconnectAt: number | null;
  players: PlayerOutcome[];
}

export interface ClientConnected {
  type: "connected";
  connected: number;
  failed: number;
  errors: Record<string, number>;
  ms: number;
  fdLimit: number;
}

export interface RoundProgress {
  type: "roundProgress";
  bets: number;
  betsAnswered: number;
  cashouts: number;
  crashedSeen: number;
  settled: number;
}
