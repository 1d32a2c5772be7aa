import type { GamesCatalog, RouletteSpin } from "@jadeverse/api/client/games";
import { useMemo, useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { useCoins } from "../common/balance-badge.tsx";
import { MOTION_MS } from "../common/constants.ts";
import { spinRoulette } from "../common/games-queries.ts";
import { chipValues, isOverBalance } from "../common/stake-rules.ts";
import { motionMs, useReducedMotion } from "../common/use-reduced-motion.ts";
import { useRoundRequest } from "../common/use-round-request.ts";
import { type GamesText, gamesMessages } from "../messages.ts";
import type { TableCell } from "./roulette-layout.ts";
import {
  type Board,
  boardProblem,
  combinedBet,
  doubleBoard,
  placeChip,
  removeBet,
  requestBets,
  spinAnnouncement,
  wheelRotation,
  winningKeys,
} from "./roulette-rules.ts";

export type RouletteRules = GamesCatalog["games"]["roulette"];

const AT_LIMIT: GamesText = { id: "betAtLimit" };

/**
 * The roulette table's state: the chip, the board (with undo), picking numbers for an inside bet,
 * the spin (one at a time), the wheel's turn and the result once the wheel has stopped.
 */
export function useRoulette(rules: RouletteRules) {
  const { api, haptic } = usePlatform();
  const t = useMessages(gamesMessages);
  const reduced = useReducedMotion();
  const coins = useCoins();
  const request = useRoundRequest();
  const chips = useMemo(() => chipValues({ min: rules.limits.minBet, max: rules.limits.maxBet }), [rules]);
  const [chip, setChip] = useState(() => chips[Math.min(1, chips.length - 1)] ?? rules.limits.minBet);
  const [board, setBoard] = useState<Board>([]);
  const [undo, setUndo] = useState<Board[]>([]);
  const [pickMode, setPickMode] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ answer: RouletteSpin; winning: Set<string> } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<GamesText | null>(null);

  const busy = spinning || request.pending;
  const limits = { maxBet: rules.limits.maxBet, maxTotal: rules.limits.maxTotalBet };

  const change = (next: Board) => {
    if (next === board) {
      setNotice(AT_LIMIT);
      return;
    }
    setUndo((stack) => [...stack, board]);
    setBoard(next);
    setNotice(null);
    haptic("selection");
  };

  const pressCell = (cell: TableCell) => {
    if (busy) return;
    const number = cell.kind === "straight" ? cell.numbers[0]! : null;
    if (pickMode && number !== null) {
      setPicked((current) =>
        current.includes(number) ? current.filter((n) => n !== number) : [...current, number],
      );
      return;
    }
    change(placeChip(board, cell, chip, limits));
  };

  const combo = combinedBet(picked);
  const placeCombo = () => {
    if (!combo || busy) return;
    change(placeChip(board, combo, chip, limits));
    setPicked([]);
  };

  const spin = async () => {
    if (spinning || request.pending) return;
    const problem = boardProblem(board, rules.limits, rules.odds, coins);
    if (problem) {
      setNotice(problem);
      return;
    }
    setNotice(null);
    const spun = board;
    const bets = requestBets(spun);
    const answer = await request.run((key) => spinRoulette(api, bets, key));
    if (!answer) return;
    setResult(null);
    setSpinning(true);
    setRotation((current) => wheelRotation(current, answer.pocket));
    request.reveal(motionMs(MOTION_MS.rouletteSpin, reduced), answer.balance, () => {
      setSpinning(false);
      setResult({ answer, winning: winningKeys(spun, answer.bets) });
      setAnnouncement(spinAnnouncement(t, answer.pocket, answer.totalWin));
      haptic(answer.totalWin > 0 ? "success" : "tap");
    });
  };

  return {
    chips,
    chip,
    setChip,
    board,
    busy,
    pressCell,
    pickMode,
    togglePickMode: () => {
      setPickMode((on) => !on);
      setPicked([]);
    },
    picked,
    combo,
    placeCombo,
    remove: (key: string) => !busy && change(removeBet(board, key)),
    undo: () => {
      if (busy || undo.length === 0) return;
      setBoard(undo.at(-1)!);
      setUndo((stack) => stack.slice(0, -1));
    },
    canUndo: undo.length > 0,
    clear: () => !busy && board.length > 0 && change([]),
    double: () => !busy && change(doubleBoard(board, limits)),
    spin,
    rotation,
    instant: reduced,
    spinning,
    result,
    announcement,
    notice,
    error: request.error,
    shortOfCoins: request.shortOfCoins || isOverBalance(notice),
  };
}
