import type { BaccaratDeal, GamesCatalog } from "@jadeverse/api/client/games";
import { useEffect, useMemo, useRef, useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { useCoins } from "../common/balance-badge.tsx";
import { MOTION_MS } from "../common/constants.ts";
import { dealBaccarat } from "../common/games-queries.ts";
import { chipValues, isOverBalance } from "../common/stake-rules.ts";
import { motionMs, useReducedMotion } from "../common/use-reduced-motion.ts";
import { useRoundRequest } from "../common/use-round-request.ts";
import { type GamesText, gamesMessages } from "../messages.ts";
import {
  addToBox,
  type BaccaratBetKind,
  type BaccaratBoxes,
  boxesTotal,
  coupAnnouncement,
  EMPTY_BOXES,
  requestBoxes,
  revealOrder,
} from "./baccarat-rules.ts";

export type BaccaratRules = GamesCatalog["games"]["baccarat"];

/**
 * The baccarat table's state: the chip, the three boxes, the deal (one at a time) and the cards
 * turned over one by one in table order (all at once when motion is reduced).
 */
export function useBaccarat(rules: BaccaratRules) {
  const { api, haptic } = usePlatform();
  const t = useMessages(gamesMessages);
  const reduced = useReducedMotion();
  const coins = useCoins();
  const request = useRoundRequest();
  const chips = useMemo(() => chipValues({ min: rules.limits.minBet, max: rules.limits.maxBet }), [rules]);
  const [chip, setChip] = useState(() => chips[0] ?? rules.limits.minBet);
  const [boxes, setBoxes] = useState<BaccaratBoxes>(EMPTY_BOXES);
  const [coup, setCoup] = useState<BaccaratDeal | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<GamesText | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const steps = coup ? revealOrder(coup.playerCards.length, coup.bankerCards.length) : [];
  const dealing = coup !== null && revealed < steps.length;
  const busy = dealing || request.pending;

  const addChip = (kind: BaccaratBetKind) => {
    if (busy) return;
    const next = addToBox(boxes, kind, chip, rules.limits.maxBet);
    setNotice(next === boxes ? { id: "boxAtLimit" } : null);
    if (next !== boxes) haptic("selection");
    setBoxes(next);
  };

  const deal = async () => {
    if (busy) return;
    const total = boxesTotal(boxes);
    const problem: GamesText | null =
      total === 0
        ? { id: "noBaccaratBet" }
        : coins !== undefined && total > coins
          ? { id: "overBalance" }
          : null;
    if (problem) {
      setNotice(problem);
      return;
    }
    setNotice(null);
    const bets = requestBoxes(boxes);
    const answer = await request.run((key) => dealBaccarat(api, bets, key));
    if (!answer) return;
    const count = answer.playerCards.length + answer.bankerCards.length;
    setCoup(answer);
    clearInterval(timer.current);
    setRevealed(reduced ? count : 0);
    if (!reduced) {
      let shown = 0;
      timer.current = setInterval(() => {
        shown++;
        setRevealed(shown);
        if (shown >= count) clearInterval(timer.current);
      }, MOTION_MS.cardReveal);
    }
    request.reveal(motionMs(count * MOTION_MS.cardReveal, reduced), answer.balance, () => {
      setAnnouncement(
        coupAnnouncement(t, answer.winner, answer.playerTotal, answer.bankerTotal, answer.totalWin),
      );
      haptic(answer.totalWin > 0 ? "success" : "tap");
    });
  };

  return {
    chips,
    chip,
    setChip,
    boxes,
    addChip,
    clear: () => !busy && setBoxes(EMPTY_BOXES),
    deal,
    busy,
    coup,
    steps,
    revealed,
    done: coup !== null && !dealing,
    announcement,
    notice,
    error: request.error,
    shortOfCoins: request.shortOfCoins || isOverBalance(notice),
  };
}
