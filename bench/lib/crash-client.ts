/**
 * One client process of bench/crash.ts: its slice of the players, each with a real socket.io-client
 * connection to the API's `/crash` namespace (its own `auth.token`, websocket transport) and the
 * real client's HTTP calls (web/src/features/games/crash/crash-queries.ts, crash-game.tsx): `POST
 * /api/games/crash/bet` during the betting window, `POST /api/games/crash/cashout` when the curve the
 * page draws from the round's start reaches the player's target (manual players). Like the page, it reads no
 * player during a round: its balance is the bet's answer, plus the cash-out's payout (the cash-out's
 * answer, or its own `crash:cashout` push), checked against each answer. Every request carries
 * the player's own address in X-Forwarded-For (the API runs behind one trusted proxy hop, as players
 * behind a load balancer; one shared address would meet the crash routes' per-address limit).
 *
 * JSON lines on stdout (`progress`, `connected`, `round`); on stdin, `{"cmd":"play",…}` plays one
 * round; end of input disconnects everything and exits.
 *
 * Env: BENCH_CRASH_URL, BENCH_CRASH_TOKENS (file, a token a line), BENCH_CRASH_FROM / _TO (the
 * slice), BENCH_CRASH_CONCURRENCY (handshakes in flight), BENCH_CRASH_COINS (each player's coins at
 * the start), BENCH_CRASH_STAKE.
 */
import { readFileSync } from "node:fs";
import { io, type Socket } from "socket.io-client";
import { msToReach } from "../../api/src/lib/games/crash/curve.ts";
import type { CrashCashoutEvent, CrashCrashedEvent, CrashRoundEvent } from "../../api/src/realtime/events.ts";
import type { CrashPlay, PlayCommand, PlayerOutcome, RoundReport } from "./crash-protocol.ts";
import { fdLimit } from "./proc-memory.ts";

const CONNECT_TIMEOUT_MS = 60_000;
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const base = new URL(env("BENCH_CRASH_URL"));
if (base.hostname !== "127.0.0.1") throw new Error(`refusing a non-loopback target ${base.hostname}`);
const from = Number(env("BENCH_CRASH_FROM"));
const tokens = readFileSync(env("BENCH_CRASH_TOKENS"), "utf8")
  .split("\n")
  .slice(from, Number(env("BENCH_CRASH_TO")));
const concurrency = Number(env("BENCH_CRASH_CONCURRENCY"));
const stake = Number(env("BENCH_CRASH_STAKE"));
const startCoins = Number(env("BENCH_CRASH_COINS"));

const say = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);
const tally = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};
/** A uniform whole number in lo..hi. */
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

interface Player {
  /** Index in the tokens file (the player was inserted as `Socket<index>`). */
  index: number;
  nickname: string;
  token: string;
  ip: string;
  socket?: Socket;
  /** Even players bet with an automatic cash-out, odd ones cash out by hand. */
  auto: boolean;
  /** The coins this player should hold now, by what the API answered it. */
  coins: number;
  play?: CrashPlay;
}

const players: Player[] = tokens.map((token, k) => {
  const index = from + k;
  return {
    index,
    nickname: `Socket${index}`,
    token,
    // 10.0.0.0/8, one address a player (never .0).
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || 1}`,
    auto: index % 2 === 0,
    coins: startCoins,
  };
});
const connectErrors: Record<string, number> = {};
let connected = 0;
let failed = 0;
let disconnects = 0;
const disconnectReasons: Record<string, number> = {};
let firstDisconnectAt: number | null = null;
let closing = false;

/** Rounds as the sockets announced them (the first socket to hear an event records it). */
const rounds = new Map<number, { betting?: CrashRoundEvent; running?: CrashRoundEvent }>();
let current: { command: PlayCommand; report: RoundReport; started: boolean; done: () => void } | undefined;

async function call(p: Player, method: "GET" | "POST", path: string, body?: unknown) {
  const t = performance.now();
  try {
    const res = await fetch(`${base.origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${p.token}`,
        "x-forwarded-for": p.ip,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const error = json?.error as { code?: string } | string | undefined;
    const code = res.ok ? "ok" : `${res.status} ${typeof error === "string" ? error : (error?.code ?? "?")}`;
    return { ok: res.ok, code, json, ms: performance.now() - t };
  } catch (error) {
    return { ok: false, code: `network ${(error as Error).message}`, json: null, ms: performance.now() - t };
  }
}

/**
 * A manual player watches the multiplier climb on the page (which draws the published curve from the
 * round's start on the server's clock) and clicks when it shows their target: the click is timed from
 * the round's running event, as the page's climb is.
 */
function onRunning(p: Player, event: CrashRoundEvent) {
  const play = p.play;
  if (!play || play.roundId !== event.roundId || play.betCode !== "ok" || event.startedAt === null) return;
  if (play.clickTimer) return;
  const inMs = event.startedAt + msToReach(play.target, event.growthRate) - event.serverTime;
  play.clickTimer = setTimeout(() => cashOut(p, play), Math.max(0, inMs));
}

function cashOut(p: Player, play: CrashPlay) {
  if (play.cashout || play.crashedAt !== undefined || play.cashoutCode !== undefined) return;
  play.cashout = (async () => {
    play.clickedAt = Date.now();
    const r = await call(p, "POST", "/api/games/crash/cashout", {
      roundId: play.roundId,
      requestKey: `bench-crash-out-${play.roundId}-${p.index}`,
    });
    play.cashoutMs = r.ms;
    play.cashoutCode = r.code;
    if (r.ok) play.payout = Number(r.json?.payout ?? Number.NaN);
    if (r.ok && Number(r.json?.balance) !== p.coins - stake + (play.payout ?? 0))
      play.notes.push(
        `cash-out answered balance ${String(r.json?.balance)}, expected ${p.coins - stake + (play.payout ?? 0)}`,
      );
  })();
}

function onCashout(p: Player, event: CrashCashoutEvent) {
  const play = p.play;
  if (!play || event.roundId !== play.roundId || event.nickname !== p.nickname || !event.auto) return;
  if (play.autoSeenAt !== undefined) return void play.notes.push("auto cash-out pushed twice");
  play.autoSeenAt = Date.now();
  play.autoSeen = { multiplier: event.multiplier, payout: event.payout };
}

function onCrashed(p: Player, event: CrashCrashedEvent) {
  const play = p.play;
  if (!play || event.roundId !== play.roundId || play.crashedAt !== undefined) return;
  play.crashedAt = Date.now();
  play.serverCrashedAt = event.crashedAt;
  play.point = event.point;
  // The balance read starts on the next turn: the other sockets' `crash:crashed`, arrived together,
  // are stamped first (this process plays thousands of players; each page plays one).
  setImmediate(() => void settle(p, play));
}

/** After the crash: the cash-out in flight answered, the balance known as the page knows it. */
async function settle(p: Player, play: CrashPlay) {
  await play.cashout;
  const point = play.point ?? 0;
  if (play.betCode === "ok") {
    if (p.auto) play.payout = play.target <= point ? Math.floor((stake * play.target) / 100) : 0;
    else if (play.cashoutCode !== "ok") play.payout = 0;
    if (p.auto && play.target <= point) {
      // Its payout may be credited just after the crash: the page shows the balance it credited when
      // the player's own `crash:cashout` arrives; so does this player (waiting 60 s at most).
      const deadline = Date.now() + 60_000;
      while (!play.autoSeen && Date.now() < deadline) await Bun.sleep(50);
      if (!play.autoSeen) play.notes.push("no crash:cashout push for a reached auto cash-out");
      else if (play.autoSeen.payout !== play.payout || play.autoSeen.multiplier !== play.target)
        play.notes.push(`auto cash-out pushed ${JSON.stringify(play.autoSeen)}, expected ${play.payout}`);
    }
  }
  const expected = p.coins - (play.betCode === "ok" ? stake : 0) + (play.payout ?? 0);
  // The balance the page shows now, with no read (the database check afterwards holds it to the ledger).
  play.balanceKnownAt = Date.now();
  p.coins = expected;
  play.expectedCoins = expected;
  play.settled = true;
  checkDone();
}

/** The round is over for this client once every player in it settled or lost its socket. */
function checkDone() {
  const roundId = current?.command.roundId;
  if (
    current?.started &&
    players.every((q) => q.play?.roundId !== roundId || q.play?.settled || !q.socket?.connected)
  )
    current.done();
}

function open(p: Player): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = io(`${base.origin}/crash`, {
      path: "/socket.io/",
      transports: ["websocket"],
      auth: { token: p.token },
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    let settled = false;
    const done = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) {
        connected++;
        p.socket = socket;
      } else {
        failed++;
        tally(connectErrors, error);
        socket.close();
      }
      resolve();
    };
    const timer = setTimeout(() => done("no connect in time"), CONNECT_TIMEOUT_MS);
    socket.once("connect", () => done());
    socket.once("connect_error", (error) => done(`connect_error: ${error.message}`));
    socket.on("disconnect", (reason) => {
      if (!settled) return done(`disconnect: ${reason}`);
      if (closing) return;
      disconnects++;
      tally(disconnectReasons, reason);
      firstDisconnectAt ??= Date.now();
      checkDone();
    });
    socket.on("crash:round", (event: CrashRoundEvent) => {
      const seen = rounds.get(event.roundId) ?? {};
      if (event.phase === "betting" && !seen.betting) seen.betting = event;
      if (event.phase === "running" && !seen.running) seen.running = event;
      rounds.set(event.roundId, seen);
      if (event.phase === "betting") maybeStart();
      if (event.phase === "running" && !p.auto) onRunning(p, event);
    });
    socket.on("crash:crashed", (event: CrashCrashedEvent) => onCrashed(p, event));
    if (p.auto) socket.on("crash:cashout", (event: CrashCashoutEvent) => onCashout(p, event));
  });
}

/** Starts the commanded round's bets once its betting window is announced. */
function maybeStart() {
  if (!current || current.started) return;
  const betting = rounds.get(current.command.roundId)?.betting;
  if (!betting) return;
  current.started = true;
  const { roundId } = current.command;
  const left = betting.bettingEndsAt - Date.now() - current.command.marginMs;
  const spread = Math.max(0, Math.min(current.command.spreadMs, left));
  current.report.spreadMs = spread;
  for (const p of players) {
    if (!p.socket) continue;
    const play: CrashPlay = {
      roundId,
      // Automatic targets 1.50×–3.00×; manual players click once the page's climb shows 1.10×–3.00×.
      target: p.auto ? between(150, 300) : between(110, 300),
      notes: [],
    };
    p.play = play;
    setTimeout(async () => {
      const body = p.auto
        ? { stake, autoCashout: play.target, requestKey: `bench-crash-bet-${roundId}-${p.index}` }
        : { stake, requestKey: `bench-crash-bet-${roundId}-${p.index}` };
      const r = await call(p, "POST", "/api/games/crash/bet", body);
      play.betMs = r.ms;
      play.betCode = r.code;
      if (r.ok && Number(r.json?.balance) !== p.coins - stake)
        play.notes.push(`bet answered balance ${String(r.json?.balance)}, expected ${p.coins - stake}`);
    }, Math.random() * spread);
  }
}

function playRound(command: PlayCommand) {
  const report: RoundReport = {
    type: "round",
    roundId: command.roundId,
    spreadMs: 0,
    startedAt: null,
    growthRate: null,
    disconnects: 0,
    disconnectReasons: {},
    firstDisconnectAt: null,
    players: [],
  };
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  current = { command, report, started: false, done: finish };
  maybeStart();
  const progress = setInterval(() => {
    const plays = players.flatMap((p) => (p.play?.roundId === command.roundId ? [p.play] : []));
    say({
      type: "roundProgress",
      bets: plays.filter((x) => x.betCode === "ok").length,
      betsAnswered: plays.filter((x) => x.betCode !== undefined).length,
      cashouts: plays.filter((x) => x.cashoutCode === "ok").length,
      crashedSeen: plays.filter((x) => x.crashedAt !== undefined).length,
      settled: plays.filter((x) => x.settled).length,
    });
  }, 1_000);
  const timer = setTimeout(finish, command.deadlineMs);
  void finished.then(() => {
    clearInterval(progress);
    clearTimeout(timer);
    const running = rounds.get(command.roundId)?.running;
    report.startedAt = running?.startedAt ?? null;
    report.disconnects = disconnects;
    report.disconnectReasons = { ...disconnectReasons };
    report.firstDisconnectAt = firstDisconnectAt;
    report.growthRate = running?.growthRate ?? null;
    report.players = players.map((p): PlayerOutcome => {
      const play = p.play?.roundId === command.roundId ? p.play : undefined;
      const { cashout: _, ...rest } = play ?? {
        roundId: command.roundId,
        target: 0,
        notes: ["never played"],
      };
      const reach =
        play && running?.startedAt && p.auto
          ? running.startedAt + msToReach(play.target, running.growthRate)
          : undefined;
      return {
        index: p.index,
        auto: p.auto,
        connected: p.socket?.connected ?? false,
        reachAt: reach,
        ...rest,
      };
    });
    say(report as unknown as Record<string, unknown>);
    current = undefined;
  });
}

const shutdown = () => {
  closing = true;
  for (const p of players) p.socket?.disconnect();
  setTimeout(() => process.exit(0), 200);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
void (async () => {
  let pending = "";
  const decoder = new TextDecoder();
  for await (const chunk of Bun.stdin.stream()) {
    pending += decoder.decode(chunk, { stream: true });
    for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
      const line = pending.slice(0, nl).trim();
      pending = pending.slice(nl + 1);
      if (!line) continue;
      const command = JSON.parse(line) as PlayCommand;
      if (command.cmd === "play") playRound(command);
    }
  }
  shutdown();
})();

const started = performance.now();
const progress = setInterval(() => say({ type: "progress", connected, failed }), 1_000);
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, players.length) }, async () => {
    for (let i = next++; i < players.length && !closing; i = next++) {
      const p = players[i];
      if (p) await open(p);
    }
  }),
);
clearInterval(progress);
say({
  type: "connected",
  connected,
  failed,
  errors: connectErrors,
  ms: Math.round(performance.now() - started),
  fdLimit: fdLimit("self"),
});
