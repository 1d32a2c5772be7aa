import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { endGameSession } from "../queue/queue-queries.ts";
import { GameFrame } from "./game-frame.tsx";
import { LaunchGuard } from "./launch-guard.tsx";
import { playMessages } from "./messages.ts";
import { useGameSession } from "./use-game-session.ts";

/** `/play`: the queue's game, behind the launch guard (docs/product/economy.md §4). */
export function PlayPage() {
  return (
    <LaunchGuard>
      <PlaySession />
    </LaunchGuard>
  );
}

function PlaySession() {
  const t = useMessages(playMessages);
  useGameSession();
  const { api } = usePlatform();
  const navigate = useNavigate();
  const exit = useMutation({
    mutationFn: () => endGameSession(api),
    onSettled: () => navigate(ROUTES.dashboard),
  });
  return (
    <GameFrame
      action={
        <Button variant="secondary" onClick={() => exit.mutate()} loading={exit.isPending}>
          {t("exit")}
        </Button>
      }
    />
  );
}
