import { DEFAULT_QUEUE_GAME } from "@jadeverse/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { isApiError } from "../../lib/api-client.ts";
import { ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayer } from "../../lib/queries/users.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { queueMessages } from "./messages.ts";
import { playAction, playBlock, playProvider } from "./play-rules.ts";
import { joinQueue, pixelUrlQuery, queueKeys, streamingConfigQuery } from "./queue-queries.ts";
import { queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";
import { useLaunch } from "./use-launch.ts";
import { usePlayFlags } from "./use-play-flags.ts";

/**
 * The Play button's behaviour (docs/product/platform.md §4): enabled for demo or beta players (with a pixel URL for
 * pixel streaming, and the play flags on); pixel streaming opens /play-pixel, otherwise it joins the
 * queue: "Joining", then the waiting modal, or straight to "Launching game" when a seat is free.
 */
export function usePlay() {
  const t = useMessages(queueMessages);
  const { api, haptic } = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(isSignedInAtom);
  const player = usePlayer();
  const streaming = useQuery(streamingConfigQuery(api));
  const provider = playProvider(streaming.data, streaming.isError);
  const pixelUrl = useQuery({ ...pixelUrlQuery(api), enabled: provider === "pixelstreaming" });
  const flags = usePlayFlags();
  const [phase, setPhase] = useAtom(queuePhaseAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const showToast = useSetAtom(showToastAtom);
  const launch = useLaunch();

  const join = useMutation({
    mutationFn: () => joinQueue(api, DEFAULT_QUEUE_GAME),
    onMutate: () => {
      setPhase("joining");
      showToast({ message: t("joining") });
    },
    onSuccess: (joined) => {
      void queryClient.invalidateQueries({ queryKey: queueKeys.status() });
      if (joined.canPlayImmediately) return launch();
      setMinimised(false);
      setPhase("waiting");
    },
    onError: (error) => {
      setPhase("idle");
      if (isApiError(error, "ALREADY_PLAYING")) {
        showToast({ tone: "error", message: t("alreadyPlaying") });
        navigate(ROUTES.play);
        return;
      }
      const message = isApiError(error) && error.status === 401 ? t("notLoggedIn") : t("joinFailed");
      showToast({ tone: "error", message });
    },
  });

  const block = playBlock({ user: player.data, provider, pixelUrl: pixelUrl.data, flags });
  const enabled = block === null;
  const busy = phase !== "idle" || join.isPending;

  const play = () => {
    if (!signedIn) {
      showToast({ tone: "error", message: t("notLoggedIn") });
      return;
    }
    if (!enabled || busy || !provider) return;
    haptic("tap");
    if (playAction(provider) === "open-pixel") navigate(ROUTES.playPixel);
    else join.mutate();
  };

  return { enabled, busy, play, block };
}
