import type { TutorialStep } from "@jadeverse/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useCallback } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { BREAKPOINTS } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayer, userKeys } from "../../lib/queries/users.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { tutorialStepAtom } from "./tutorial-state.ts";

/** The tutorial's step (local change first, else the player's saved one) and a setter saving each change. */
export function useTutorial() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const [localStep, setLocalStep] = useAtom(tutorialStepAtom);
  const save = useMutation({
    mutationFn: (tutorialStep: TutorialStep) => unwrap(api.api.users.me.$patch({ json: { tutorialStep } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  });
  const { mutate } = save;
  const setStep = useCallback(
    (step: TutorialStep) => {
      setLocalStep(step);
      mutate(step);
    },
    [mutate, setLocalStep],
  );
  const step = localStep ?? (player.data?.tutorialStep as TutorialStep | null | undefined) ?? null;
  return { step, setStep, ready: player.isSuccess };
}

/** Phones and tablets: a coarse primary pointer (docs/product/platform.md §2 "hidden … on mobile devices"). */
const MOBILE_DEVICE_QUERY = "(pointer: coarse)";

/**
 * Whether this screen may show the tutorial (docs/product/platform.md §2: hidden at 1300 px or less and on mobile
 * devices). `available` is what "Reset tutorial" needs: where it is false a reset shows nothing.
 */
export function useTutorialScreen() {
  const wideEnough = useMediaQuery(`(min-width: ${BREAKPOINTS.tutorialCutoff + 1}px)`);
  const mobileDevice = useMediaQuery(MOBILE_DEVICE_QUERY);
  return { wideEnough, mobileDevice, available: wideEnough && !mobileDevice };
}
