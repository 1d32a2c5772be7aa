import { useAtomValue } from "jotai";
import { Navigate, Outlet } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { sessionAtom } from "../../state/auth.ts";
import { useUiMessages } from "../../ui/messages.ts";
import { Spinner } from "../../ui/spinner.tsx";

/** While the server is asked whether this tab's cookie holds a session (a loading state: never suspends). */
function CheckingSession() {
  const t = useUiMessages();
  return (
    <output className="flex min-h-dvh items-center justify-center text-muted" aria-label={t("session")}>
      <Spinner className="size-8 text-jade" />
    </output>
  );
}

/**
 * Layout route of the protected pages (docs/product/platform.md §2): signed in, the page; still checking (no token
 * in this tab, the server is asked about the cookie), a spinner; signed out, `redirectTo`
 * (`/` for the dashboard pages, `/login` for the game).
 */
export function RequireSession({ redirectTo = ROUTES.home }: { redirectTo?: string }) {
  const session = useAtomValue(sessionAtom);
  if (session.status === "checking") return <CheckingSession />;
  return session.status === "signed-in" ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
