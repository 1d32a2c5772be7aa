import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { ACCESS_TOKEN_STORAGE_KEY } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useEndSession } from "../auth/use-start-session.ts";
import { useResetQueue } from "../queue/use-reset-queue.ts";
import { dashboardMessages } from "./messages.ts";
import { tutorialStepAtom } from "./tutorial-state.ts";

/**
 * The logout popup (docs/product/platform.md §2, §4): "Yes" revokes the session on the server (which clears the
 * cookie), then signs out locally: stored tokens, cached player (nickname, avatar, user), this
 * player's client state, and back to `/`. "No, I’ll stay" and Escape close it.
 */
export function LogoutDialog({ onClose }: { onClose(): void }) {
  const t = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const endSession = useEndSession();
  const resetQueue = useResetQueue();
  const resetTutorial = useSetAtom(tutorialStepAtom);
  const logout = useMutation({
    mutationFn: () => unwrap(api.api.auth.logout.$post()),
    onSettled: () => {
      resetQueue();
      resetTutorial(null);
      window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      endSession();
    },
  });
  return (
    <Dialog title={t("logoutTitle")} description={t("logoutQuestion")} onClose={onClose} size="sm">
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t("logoutCancel")}
        </Button>
        <Button onClick={() => logout.mutate()} loading={logout.isPending}>
          {t("logoutConfirm")}
        </Button>
      </div>
    </Dialog>
  );
}
