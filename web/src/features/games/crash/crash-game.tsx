import type { CrashBetResponse, CrashRoundView, CrashStateResponse } from "@jadeverse/api/client/games";
import { MIN_AUTO_CASHOUT } from "@jadeverse/api/client/games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { Announcer } from "../common/announcer.tsx";
import { GAMES_PATH } from "../common/constants.ts";
import { GameNotices } from "../common/game-notices.tsx";
import { StakeControl } from "../common/stake-control.tsx";
import { coinsText, stakeMessage, stakeProblem } from "../common/stake-rules.ts";
import { useRoundRequest } from "../common/use-round-request.ts";
import { type GamesText, gamesMessages, say } from "../messages.ts";
import { type CashoutLine, CrashCashouts } from "./crash-cashouts.tsx";
import { CrashDial } from "./crash-dial.tsx";
import { CrashFairness } from "./crash-fairness.tsx";
import { CrashHistory } from "./crash-history.tsx";
import { fromView, type LiveRound } from "./crash-live-round.ts";
import {
  CRASH_HISTORY_SHOWN,
  type CrashHistoryRow,
  cashOutCrash,
  crashKeys,
  crashMyBetQuery,
  placeCrashBet,
} from "./crash-queries.ts";
import {
  autoCashoutProblem,
  bettingSecondsLeft,
  clockOffset,
  curveAt,
  multiplierText,
  parseAutoCashout,
  payoutAt,
} from "./crash-rules.ts";
import { useCrashSocket } from "./crash-socket.ts";

export type CrashConfig = Extract<CrashStateResponse, { configured: true }>;

/** How many cash-outs the round's list shows, newest first. */
const CASHOUTS_SHOWN = 50;

const cashoutsOf = (view: CrashRoundView | null): CashoutLine[] =>
  (view?.players ?? [])
    .filter((p) => p.status === "won" && p.cashedOutAt !== null)
    .map((p, i) => ({
      key: `v${i}`,
      nickname: p.nickname,
      multiplier: p.cashedOutAt ?? 0,
      payout: p.payout,
    }));

/** The shared crash round: the live multiplier, a bet with an optional auto cash-out, cash-out. */
export function CrashGame({ config }: { config: CrashConfig }) {
  const { api, hasNativeBack } = usePlatform();
  const t = useMessages(gamesMessages);
  const queryClient = useQueryClient();
  const request = useRoundRequest();
  const ids = useId();
  const offset = useRef(clockOffset(config.serverTime, Date.now()));
  const [round, setRound] = useState<LiveRound | null>(() =>
    config.round ? fromView(config.round, config.serverTime) : null,
  );
  const [cashouts, setCashouts] = useState<CashoutLine[]>(() => cashoutsOf(config.round));
  const [bet, setBet] = useState<CrashBetResponse | null>(null);
  const [stake, setStake] = useState(() =>
    Math.min(Math.max(10, config.limits.minBet), config.limits.maxBet),
  );
  const [autoText, setAutoText] = useState("");
  const [message, setMessage] = useState("");
  const [now, setNow] = useState(() => Date.now());
  // A bet placed before the page opened (a reload mid-round) is shown and can still be cashed out.
  const earlier = useQuery(crashMyBetQuery(api)).data;
  useEffect(() => {
    if (earlier) setBet((current) => current ?? earlier);
  }, [earlier]);
  const counter = useRef(0);

  const roundNow = useRef(round);
  roundNow.current = round;
  const betNow = useRef(bet);
  betNow.current = bet;
  /** Shows `next` now: a push arriving before the next render sees it. */
  const showBet = (next: CrashBetResponse) => {
    betNow.current = next;
    setBet(next);
  };
  // The page never reads the player during a round: every balance comes from the server's answers
  // and pushes (the bet's answer, the cash-out's answer or push, the crash), exactly.

  useCrashSocket({
    connected: () => void queryClient.invalidateQueries({ queryKey: crashKeys.history() }),
    round: (event) => {
      offset.current = clockOffset(event.serverTime, Date.now());
      const previous = roundNow.current;
      if (previous?.roundId !== event.roundId) setCashouts([]);
      setRound({
        roundId: event.roundId,
        gameNumber: event.gameNumber,
        phase: event.phase,
        bettingEndsAt: event.bettingEndsAt,
        startedAt: event.startedAt,
        multiplier: previous?.roundId === event.roundId ? previous.multiplier : 100,
        elapsedMs: event.startedAt === null ? 0 : Math.max(0, event.serverTime - event.startedAt),
        point: previous?.roundId === event.roundId ? previous.point : null,
        hash: previous?.roundId === event.roundId ? previous.hash : null,
      });
    },
    tick: (event) => {
      offset.current = clockOffset(event.serverTime, Date.now());
      setRound((r) =>
        r && r.roundId === event.roundId && r.phase !== "crashed"
          ? {
              ...r,
              phase: "running",
              startedAt: r.startedAt ?? event.serverTime - event.elapsedMs,
              // The page's own climb may be a frame ahead of the tick: never back.
              multiplier: Math.max(r.multiplier, event.multiplier),
              elapsedMs: Math.max(r.elapsedMs, event.elapsedMs),
            }
          : r,
      );
      const mine = betNow.current;
      if (
        mine &&
        mine.roundId === event.roundId &&
        mine.status === "open" &&
        mine.autoCashout !== null &&
        event.multiplier >= mine.autoCashout
      ) {
        const payout = payoutAt(mine.stake, mine.autoCashout);
        const balance = mine.balance + payout;
        showBet({ ...mine, status: "won", cashedOutAt: mine.autoCashout, payout, balance });
        setMessage(
          t("autoCashedOut", { multiplier: multiplierText(mine.autoCashout), coins: coinsText(t, payout) }),
        );
        request.settleKnown(balance);
      }
    },
    cashout: (event) => {
      counter.current += 1;
      const line = {
        key: `e${counter.current}`,
        nickname: event.nickname,
        multiplier: event.multiplier,
        payout: event.payout,
      };
      // The newest CASHOUTS_SHOWN lines: a round thousands cash out of stays a short list.
      setCashouts((list) =>
        roundNow.current?.roundId === event.roundId ? [line, ...list].slice(0, CASHOUTS_SHOWN) : list,
      );
    },
    // The server paid this player's cash-out (an automatic one is paid by the round driver, at the
    // latest just after the crash): show it with the balance it credited, unless already shown (by
    // the tick that passed the target, or the cash-out's own answer).
    ownCashout: (event) => {
      const mine = betNow.current;
      if (!mine || mine.roundId !== event.roundId || mine.status === "won") return;
      const balance = mine.balance + event.payout;
      showBet({ ...mine, status: "won", cashedOutAt: event.multiplier, payout: event.payout, balance });
      request.settleKnown(balance);
    },
    crashed: (event) => {
      setRound((r) =>
        r && r.roundId === event.roundId
          ? { ...r, phase: "crashed", point: event.point, hash: event.hash, multiplier: event.point }
          : r,
      );
      const mine = betNow.current;
      let outcome = "";
      if (mine && mine.roundId === event.roundId && mine.status === "open") {
        const auto = mine.autoCashout !== null && mine.autoCashout <= event.point;
        const won = auto
          ? { cashedOutAt: mine.autoCashout, payout: payoutAt(mine.stake, mine.autoCashout ?? 0) }
          : null;
        const balance = mine.balance + (won?.payout ?? 0);
        showBet({
          ...mine,
          status: won ? "won" : "lost",
          cashedOutAt: won?.cashedOutAt ?? null,
          payout: won?.payout ?? 0,
          balance,
        });
        outcome = won
          ? ` ${t("youCashedOutAt", { multiplier: multiplierText(won.cashedOutAt ?? 0) })}`
          : ` ${t("yourBetLost")}`;
        request.settleKnown(balance);
      }
      setMessage(`${t("crashedAtSentence", { multiplier: multiplierText(event.point) })}${outcome}`);
      // The finished round joins the table from the push itself; read only if it cannot.
      const gameNumber = roundNow.current?.roundId === event.roundId ? roundNow.current.gameNumber : null;
      if (gameNumber === null) void queryClient.invalidateQueries({ queryKey: crashKeys.history() });
      else
        queryClient.setQueryData(crashKeys.history(), (rows: CrashHistoryRow[] | undefined) =>
          rows
            ? [
                { gameNumber, hash: event.hash, point: event.point, crashedAt: event.crashedAt },
                ...rows.filter((row) => row.gameNumber !== gameNumber),
              ].slice(0, CRASH_HISTORY_SHOWN)
            : rows,
        );
    },
  });

  // The multiplier climbs on the page itself: the published curve from the round's start, on the
  // server's clock (the offset), redrawn each frame it changes. The server's ticks (every
  // CRASH_TICK_MS) only set the clock straight and bring the crowd's cash-outs; the crash stops it.
  const climbingSince = round?.phase === "running" ? round.startedAt : null;
  useEffect(() => {
    if (climbingSince === null) return;
    let frame = 0;
    const draw = () => {
      const elapsedMs = Math.max(0, Date.now() + offset.current - climbingSince);
      const multiplier = curveAt(elapsedMs, config.growthRate);
      setRound((r) =>
        r && r.phase === "running" && r.startedAt === climbingSince && multiplier > r.multiplier
          ? { ...r, multiplier, elapsedMs }
          : r,
      );
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [climbingSince, config.growthRate]);

  const betting = round?.phase === "betting";
  useEffect(() => {
    if (!betting) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [betting]);

  const serverNow = now + offset.current;
  const secondsLeft = round ? bettingSecondsLeft(round.bettingEndsAt, serverNow) : 0;
  const myBet = bet && round && bet.roundId === round.roundId ? bet : null;
  // A settled bet stays in view through the rounds after it, until the player bets again: its result
  // does not vanish when the next betting window opens a moment after the crash.
  const lastBet = !myBet && bet && bet.status !== "open" ? bet : null;
  const shownBet = myBet ?? lastBet;
  const bounds = { min: config.limits.minBet, max: config.limits.maxBet };
  const problem = stakeProblem(stake, bounds);
  const autoCashout = parseAutoCashout(autoText);
  const autoProblem: GamesText | null =
    autoText.trim() !== "" && autoCashout === null
      ? { id: "autoCashoutNotNumber" }
      : autoCashoutProblem(autoCashout, MIN_AUTO_CASHOUT, 100_000_000);

  const placeBet = async () => {
    if (!round || problem || autoProblem) return;
    const result = await request.run((key) =>
      placeCrashBet(api, autoCashout === null ? { stake } : { stake, autoCashout }, key),
    );
    if (!result) return;
    showBet(result);
    setMessage(
      autoCashout === null
        ? t("betPlaced", { coins: coinsText(t, result.stake) })
        : t("betPlacedAuto", { coins: coinsText(t, result.stake), multiplier: multiplierText(autoCashout) }),
    );
    request.settleKnown(result.balance);
  };

  const cashOut = async () => {
    if (!myBet) return;
    const result = await request.run((key) => cashOutCrash(api, myBet.roundId, key));
    if (!result) return;
    showBet(result);
    if (result.status === "won" && result.cashedOutAt !== null)
      setMessage(
        t("cashedOut", {
          multiplier: multiplierText(result.cashedOutAt),
          coins: coinsText(t, result.payout),
        }),
      );
    request.settleKnown(result.balance);
  };

  return (
    <>
      {hasNativeBack ? null : (
        <Link to={GAMES_PATH} className="w-fit text-sm font-semibold text-jade underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←{" "}
          </span>
          {t("allGames")}
        </Link>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t("table")} className="flex min-w-0 flex-col gap-4">
          <CrashDial round={round} secondsLeft={secondsLeft} growthRate={config.growthRate} />
          <StakeControl
            bounds={bounds}
            value={stake}
            onChange={setStake}
            disabled={request.pending || myBet !== null}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-auto`} className="text-xs tracking-wide text-muted uppercase">
              {t("autoCashoutLabel")}
            </label>
            <input
              id={`${ids}-auto`}
              type="text"
              inputMode="decimal"
              placeholder={t("autoCashoutPlaceholder")}
              value={autoText}
              onChange={(event) => setAutoText(event.target.value)}
              disabled={request.pending || myBet !== null}
              aria-invalid={autoProblem ? true : undefined}
              aria-describedby={autoProblem ? `${ids}-auto-problem` : undefined}
              className="h-10 w-32 rounded-full border border-edge bg-raised px-4 text-sm font-semibold text-ink"
            />
            {autoProblem ? (
              <p id={`${ids}-auto-problem`} className="text-xs text-danger">
                {say(t, autoProblem)}
              </p>
            ) : null}
          </div>
          <GameNotices
            notice={null}
            error={problem ? say(t, stakeMessage(problem, bounds)) : null}
            shortOfCoins={problem === "over-balance"}
          />
          <GameNotices notice={null} error={request.error} shortOfCoins={request.shortOfCoins} />
          {lastBet ? (
            <p className="text-xs text-muted">{t("lastBet", { number: lastBet.gameNumber })}</p>
          ) : null}
          {shownBet ? (
            <p className="text-sm text-ink" data-testid="crash-my-bet">
              {shownBet.status === "open"
                ? t("yourBet", { coins: coinsText(t, shownBet.stake) })
                : shownBet.status === "won"
                  ? t("youCashedOut", {
                      multiplier: multiplierText(shownBet.cashedOutAt ?? 0),
                      coins: coinsText(t, shownBet.payout),
                    })
                  : t("yourBetOfLost", { coins: coinsText(t, shownBet.stake) })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {myBet?.status === "open" && round?.phase === "running" ? (
              <Button size="lg" aria-disabled={request.pending} onClick={() => void cashOut()}>
                {t("cashOutFor", { coins: coinsText(t, payoutAt(myBet.stake, round.multiplier)) })}
              </Button>
            ) : (
              <Button
                size="lg"
                aria-disabled={
                  request.pending || !betting || myBet !== null || problem !== null || autoProblem !== null
                }
                icon={request.pending ? <Spinner /> : undefined}
                onClick={() => {
                  if (betting && !myBet) void placeBet();
                }}
              >
                {t("betFor", { coins: coinsText(t, stake) })}
              </Button>
            )}
          </div>
          <Announcer message={message} />
        </section>
        <aside className="flex min-w-0 flex-col gap-4" aria-label={t("round")}>
          <CrashCashouts lines={cashouts} />
          <CrashFairness terminatingHash={config.terminatingHash} salt={config.salt} />
        </aside>
      </div>
      <CrashHistory />
    </>
  );
}
