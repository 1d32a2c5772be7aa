import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Route, Routes } from "react-router";
import { isApiError, unwrap } from "../lib/api-client.ts";
import { PageLoading } from "../ui/page-loading.tsx";
import { ConsoleChrome } from "./console-chrome.tsx";
import {
  ConsoleContext,
  type ConsoleContextValue,
  type ConsoleCredential,
  createConsoleApi,
  readCredential,
  writeCredential,
} from "./console-client.ts";
import { ConsoleSignIn } from "./sign-in/console-sign-in.tsx";

// Each area loads on first visit: the charts library only with the overview.
const OverviewPage = lazy(async () => ({
  default: (await import("./overview/overview-page.tsx")).OverviewPage,
}));
const PlayersPage = lazy(async () => ({ default: (await import("./players/players-page.tsx")).PlayersPage }));
const PlayerFilePage = lazy(async () => ({
  default: (await import("./players/player-file-page.tsx")).PlayerFilePage,
}));
const PaymentsPage = lazy(async () => ({
  default: (await import("./payments/payments-page.tsx")).PaymentsPage,
}));
const OrderPage = lazy(async () => ({ default: (await import("./payments/order-page.tsx")).OrderPage }));
const CommunityPage = lazy(async () => ({
  default: (await import("./community/community-page.tsx")).CommunityPage,
}));
const AuditPage = lazy(async () => ({ default: (await import("./audit/audit-page.tsx")).AuditPage }));

/** The signed-in console: the operator confirmed by the server, their areas, and the sign-out. */
function SignedInConsole({ credential, onSignOut }: { credential: ConsoleCredential; onSignOut(): void }) {
  const api = useMemo(() => createConsoleApi(credential.token), [credential.token]);
  const me = useQuery({
    queryKey: ["console", "me", credential.token],
    queryFn: () => unwrap(api.api.console.me.$get()),
    retry: false,
  });
  // A console sign-in ends on its own (docs/operations.md): the tab forgets it then.
  useEffect(() => {
    const left = Date.parse(credential.expiresAt) - Date.now();
    const timer = setTimeout(onSignOut, Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [credential.expiresAt, onSignOut]);
  useEffect(() => {
    if (isApiError(me.error, "UNAUTHORIZED") || isApiError(me.error, "FORBIDDEN")) onSignOut();
  }, [me.error, onSignOut]);
  const value = useMemo<ConsoleContextValue>(
    () => ({
      api,
      role: me.data?.role ?? credential.role,
      expiresAt: credential.expiresAt,
      signOut: onSignOut,
    }),
    [api, me.data?.role, credential, onSignOut],
  );
  return (
    <ConsoleContext.Provider value={value}>
      <ConsoleChrome operator={me.data?.email ?? null}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route index element={<OverviewPage />} />
            <Route path="players" element={<PlayersPage />} />
            <Route path="players/:userId" element={<PlayerFilePage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="payments/:orderId" element={<OrderPage />} />
            <Route path="community" element={<CommunityPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="*" element={<OverviewPage />} />
          </Routes>
        </Suspense>
      </ConsoleChrome>
    </ConsoleContext.Provider>
  );
}

/**
 * The operator's console at `/admin` (docs/operations.md "The operator's console"), web only and
 * loaded only when visited: the player's sign-in, the second factor, then the areas the operator's
 * role reaches. The server checks the role on every call.
 */
export function ConsoleApp() {
  const [credential, setCredential] = useState(readCredential);
  const queryClient = useQueryClient();
  const signOut = useCallback(() => {
    writeCredential(null);
    setCredential(null);
    queryClient.removeQueries({ queryKey: ["console"] });
  }, [queryClient]);
  const signIn = useCallback((next: ConsoleCredential) => {
    writeCredential(next);
    setCredential(next);
  }, []);
  useEffect(() => {
    document.title = "Console · JadeVerse";
  }, []);
  return credential ? (
    <SignedInConsole credential={credential} onSignOut={signOut} />
  ) : (
    <ConsoleSignIn onSignedIn={signIn} />
  );
}

export { ConsoleApp as Component };
