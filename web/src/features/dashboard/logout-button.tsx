import { useMutation } from "@tanstack/react-query";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { useEndSession } from "../auth/use-start-session.ts";
import { dashboardMessages } from "./messages.ts";

/** `POST /api/auth/logout` revokes the session server-side; locally we sign out whatever it answers. */
export function LogoutButton() {
  const t = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const endSession = useEndSession();
  const logout = useMutation({
    mutationFn: () => unwrap(api.api.auth.logout.$post()),
    onSettled: endSession,
  });
  return (
    <Button
      variant="secondary"
      onClick={() => logout.mutate()}
      loading={logout.isPending}
      icon={
        <svg viewBox="0 0 24 24" className="size-4" fill="none" aria-hidden="true">
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      }
    >
      {t("logout")}
    </Button>
  );
}
