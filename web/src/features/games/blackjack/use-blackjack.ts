import type { BlackjackAction, BlackjackHandAnswer, GamesCatalog } from "@jadeverse/api/client/games";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { useCoins } from "../common/balance-badge.tsx";
import { MOTION_MS } from "../common/constants.ts";
import { actOnBlackjack, blackjackCurrentQuery, dealBlackjack } from "../common/games-queries.ts";
import { isOverBalance, stakeMessage, stakeProblem } from "../common/stake-rules.ts";
import { motionMs, useReducedMotion } from "../common/use-reduced-motion.ts";
import { useRoundRequest } from "../common/use-round-request.ts";
import { type GamesText, gamesMessages } from "../messages.ts";
import { resumes, tableAnnouncement } from "./blackjack-rules.ts";

export type BlackjackRules = GamesCatalog["games"]["blackjack"];

/** Refusals after which the hand on screen is stale: reload it from the server. */
const STALE = [
  "GAME_STATE_CHANGED",
  "GAME_ROUND_NOT_FOUND",
  "BLACKJACK_HAND_OPEN",
  "GAME_ACTION_NOT_ALLOWED",
] as const;

/**
 * Blackjack's state: the open hand (resumed from `GET /api/games/blackjack/current` on arrival), the
 * stake, and one request at a time: a deal, or an action sent with the `seq` it was chosen on. A
 * refusal saying the hand moved on reloads it. Settled hands are spoken once the dealer's cards are out.
 */
export function useBlackjack(rules: BlackjackRules) {
  const { api, haptic } = usePlatform();
  const t = useMessages(gamesMessages);
  const reduced = useReducedMotion();
  const coins = useCoins();
  const request = useRoundRequest();
  const current = useQuery(blackjackCurrentQuery(api));
  const bounds = { min: rules.limits.minStake, max: rules.limits.maxStake };
  const [stake, setStake] = useState(bounds.min);
  const [round, setRound] = useState<BlackjackHandAnswer | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<GamesText | null>(null);

  // An open hand from an earlier visit (or another tab) is resumed, not lost.
  useEffect(() => {
    const fresh = current.data;
    if (fresh?.status !== "open") return;
    setRound((shown) => (resumes(fresh, shown) ? fresh : shown));
  }, [current.data]);

  const show = (answer: BlackjackHandAnswer, dealerBefore: number) => {
    setRound(answer);
    const settled = answer.status === "settled";
    const newDealerCards = settled ? Math.max(0, answer.hand.dealer.cards.length - dealerBefore) : 0;
    request.reveal(motionMs(newDealerCards * MOTION_MS.cardReveal, reduced), answer.balance, () => {
      setAnnouncement(tableAnnouncement(t, answer.hand));
      if (settled) haptic((answer.totalWin ?? 0) > answer.totalBet ? "success" : "tap");
    });
  };

  const reload = async () => {
    const fresh = await current.refetch();
    setRound(fresh.data ?? null);
  };

  const deal = async () => {
    if (request.pending) return;
    const problem = stakeProblem(stake, bounds, coins);
    if (problem) {
      setNotice(stakeMessage(problem, bounds));
      return;
    }
    setNotice(null);
    const answer = await request.run(
      (key) => dealBlackjack(api, stake, key),
      (failure) => {
        if (isApiError(failure, "BLACKJACK_HAND_OPEN")) void reload();
      },
    );
    if (answer) show(answer, 0);
  };

  const act = async (action: BlackjackAction) => {
    if (request.pending || !round || round.status !== "open") return;
    const move = { roundId: round.roundId, seq: round.seq, action };
    const dealerBefore = round.hand.dealer.cards.length;
    const answer = await request.run(
      (key) => actOnBlackjack(api, move, key),
      (failure) => {
        if (STALE.some((code) => isApiError(failure, code))) void reload();
      },
    );
    if (answer) show(answer, dealerBefore);
  };

  return {
    bounds,
    stake,
    setStake: (value: number) => {
      setStake(value);
      setNotice(null);
    },
    round,
    open: round?.status === "open",
    resuming: current.isPending && round === null,
    deal,
    act,
    pending: request.pending,
    reduced,
    announcement,
    notice,
    error: request.error,
    shortOfCoins: request.shortOfCoins || isOverBalance(notice),
  };
}
