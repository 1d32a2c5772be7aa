import type { GamesCatalog, SlotsSpin } from "@jadeverse/api/client/games";
import { useMemo, useRef, useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { useCoins } from "../common/balance-badge.tsx";
import { MOTION_MS } from "../common/constants.ts";
import { spinSlots } from "../common/games-queries.ts";
import { isOverBalance, stakeMessage, stakeProblem } from "../common/stake-rules.ts";
import { motionMs, useReducedMotion } from "../common/use-reduced-motion.ts";
import { useRoundRequest } from "../common/use-round-request.ts";
import { type GamesText, gamesMessages } from "../messages.ts";
import { reelColumn, slotsAnnouncement, winningCells } from "./slots-rules.ts";

export type SlotMachineRules = GamesCatalog["games"]["slots"];

/** The slot machine's state: the line bet, the spin (one at a time), the reels landing, the wins shown. */
export function useSlots(machine: SlotMachineRules) {
  const { api, haptic } = usePlatform();
  const t = useMessages(gamesMessages);
  const reduced = useReducedMotion();
  const coins = useCoins();
  const request = useRoundRequest();
  const bounds = { min: machine.limits.minBetPerLine, max: machine.limits.maxBetPerLine };
  const [betPerLine, setBetPerLine] = useState(bounds.min);
  const [landing, setLanding] = useState<{ stops: number[]; key: number } | null>(null);
  const [shown, setShown] = useState<SlotsSpin | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<GamesText | null>(null);
  const spins = useRef(0);

  const restingGrid = useMemo(
    () => machine.reels.map((strip) => reelColumn(strip, 0, machine.rows, 0)),
    [machine.reels, machine.rows],
  );
  const winning = useMemo(
    () => winningCells(shown?.lines ?? [], machine.paylines),
    [shown, machine.paylines],
  );
  const lines = machine.limits.lines;
  const totalBet = Number.isFinite(betPerLine) ? betPerLine * lines : 0;
  const busy = landing !== null || request.pending;

  const spin = async () => {
    if (busy) return;
    const problem = stakeProblem(betPerLine, bounds);
    if (problem) {
      setNotice(stakeMessage(problem, bounds));
      return;
    }
    if (coins !== undefined && totalBet > coins) {
      setNotice({ id: "overBalance" });
      return;
    }
    setNotice(null);
    const answer = await request.run((key) => spinSlots(api, betPerLine, key));
    if (!answer) return;
    spins.current++;
    const last = MOTION_MS.reelSpin + (machine.reels.length - 1) * MOTION_MS.reelStagger;
    if (!reduced) {
      setShown(null);
      setLanding({ stops: answer.stops, key: spins.current });
    }
    request.reveal(motionMs(last + 120, reduced), answer.balance, () => {
      setLanding(null);
      setShown(answer);
      setAnnouncement(slotsAnnouncement(t, answer.lines, machine.symbols, answer.totalWin));
      haptic(answer.totalWin > 0 ? "success" : "tap");
    });
  };

  return {
    bounds,
    betPerLine,
    setBetPerLine: (value: number) => {
      setBetPerLine(value);
      setNotice(null);
    },
    lines,
    totalBet,
    spin,
    busy,
    landing,
    grid: shown?.grid ?? restingGrid,
    shown,
    winning,
    reduced,
    announcement,
    notice,
    error: request.error,
    shortOfCoins: request.shortOfCoins || isOverBalance(notice),
  };
}
