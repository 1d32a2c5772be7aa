import type { SpinOutcome, WheelConfig } from "@jadeverse/api/client/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { fairnessKeys } from "../fairness/fairness-queries.ts";
import { BETTER_LUCK_TOAST_MS, SPIN_DURATION_MS, TICK_END_MS } from "./constants.ts";
import { wheelMessages } from "./messages.ts";
import { spinWheel, wheelKeys } from "./wheel-queries.ts";
import { checkSpinResult, cooldownAfter, landingRotation, spinRefusal, spinsLeft } from "./wheel-rules.ts";

/** The pointer's tick: a short swing repeated until 2.7 s into the spin (docs/product/economy.md §5). */
const TICK_MS = 150;
function tick(pointer: SVGPathElement | null) {
  pointer?.animate?.(
    [{ transform: "rotate(0deg)" }, { transform: "rotate(-14deg)" }, { transform: "rotate(0deg)" }],
    { duration: TICK_MS, iterations: Math.floor(TICK_END_MS / TICK_MS) },
  );
}

type MeCache = { gemsAmount: number; coinsAmount: number } | undefined;

/**
 * The wheel's spin cycle (docs/product/economy.md §5): refusal rules, the spin call and its checks, a 3 s landing
 * rotation with the tick effect, local balance changes, the outcome (win modal or "better luck"
 * toast), the 4 s cooldown (1 s after a failure) and the failure message.
 */
export function useWheelSpin(config: WheelConfig, gems: number, pointer: RefObject<SVGPathElement | null>) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(isSignedInAtom);
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(wheelMessages);
  const [spinning, setSpinning] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [win, setWin] = useState<SpinOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Blocks a second click landing before React re-renders with `spinning`.
  const inFlight = useRef(false);

  // Re-render when the cooldown ends so the button enables itself.
  useEffect(() => {
    const left = cooldownUntil - Date.now();
    if (left <= 0) return;
    const id = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(id);
  }, [cooldownUntil]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const patchMe = useCallback(
    (gemsDelta: number, coinsDelta: number) =>
      queryClient.setQueryData(userKeys.me(), (me: MeCache) =>
        me ? { ...me, gemsAmount: me.gemsAmount + gemsDelta, coinsAmount: me.coinsAmount + coinsDelta } : me,
      ),
    [queryClient],
  );

  const finish = useCallback(
    (outcome: "result" | "failure") => {
      inFlight.current = false;
      setSpinning(false);
      setCooldownUntil(Date.now() + cooldownAfter(outcome));
      setNow(Date.now());
      void queryClient.invalidateQueries({ queryKey: wheelKeys.history() });
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.state() });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    [queryClient],
  );

  const refusal = spinRefusal({ spinning, cooldownUntil, now, gems, cost: config.baseCost, signedIn });

  const spin = useCallback(async () => {
    const reason = spinRefusal({
      spinning,
      cooldownUntil,
      now: Date.now(),
      gems,
      cost: config.baseCost,
      signedIn,
    });
    if (reason === "not-enough-gems") {
      navigate(platform.buyGems.path);
      return;
    }
    if (reason || inFlight.current) return;
    inFlight.current = true;
    platform.haptic("tap");
    setSpinning(true);
    setFailed(false);
    try {
      const data = await spinWheel(platform.api);
      const section = checkSpinResult(data, config.sections);
      const result = data as SpinOutcome;
      patchMe(-result.cost, 0);
      setRotation((current) => landingRotation(current, section.angle));
      tick(pointer.current);
      timer.current = setTimeout(() => {
        if (result.rewardType === "coins") patchMe(0, result.rewardValue);
        if (result.rewardType === "none") {
          showToast({ message: t("betterLuck"), durationMs: BETTER_LUCK_TOAST_MS });
        } else {
          platform.haptic("success");
          setWin(result);
        }
        finish("result");
      }, SPIN_DURATION_MS);
    } catch {
      platform.haptic("error");
      setFailed(true);
      finish("failure");
    }
  }, [
    spinning,
    cooldownUntil,
    gems,
    config,
    signedIn,
    navigate,
    platform,
    patchMe,
    pointer,
    showToast,
    t,
    finish,
  ]);

  return {
    spin,
    spinning,
    rotation,
    refusal,
    spinsLeft: spinsLeft(gems, config.baseCost),
    win,
    closeWin: () => setWin(null),
    failed,
    dismissFailure: () => setFailed(false),
  };
}
