import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useSetDialog } from "../../features/dialogs/use-dialog.ts";
import { isApiError, unwrap } from "../../lib/api-client.ts";
import { sessionAtom } from "../../state/auth.ts";
import { useSession } from "../../state/session.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import type { ConsoleCredential } from "../console-client.ts";
import { SecondFactor } from "./second-factor.tsx";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">JadeVerse console</h1>
      <Card className="space-y-4 p-6">{children}</Card>
    </main>
  );
}

/**
 * Who may ask for a console sign-in: the server answers a signed-in player's `GET /api/console/me`
 * with 401 CONSOLE_SECOND_FACTOR_REQUIRED when they hold a console role, and 403 (audited) when not.
 */
function OperatorCheck({ onSignedIn }: { onSignedIn(credential: ConsoleCredential): void }) {
  const { api } = useSession();
  const probe = useQuery({
    queryKey: ["console", "probe"],
    queryFn: () => unwrap(api.api.console.me.$get()),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (probe.isPending)
    return (
      <output className="flex justify-center text-muted" aria-label="Checking your access">
        <Spinner className="size-6 text-jade" />
      </output>
    );
  if (isApiError(probe.error, "FORBIDDEN"))
    return (
      <Notice tone="error">
        The console is for the people who run JadeVerse. Your account holds no console role.
      </Notice>
    );
  if (isApiError(probe.error, "CONSOLE_SECOND_FACTOR_REQUIRED") || probe.isSuccess)
    return <SecondFactor onSignedIn={onSignedIn} />;
  return <Notice tone="error">The console could not be reached. Try again in a moment.</Notice>;
}

/** The console's front door: the player's own sign-in first, then the second factor. */
export function ConsoleSignIn({ onSignedIn }: { onSignedIn(credential: ConsoleCredential): void }) {
  const session = useAtomValue(sessionAtom);
  const setDialog = useSetDialog();
  return (
    <Frame>
      {session.status === "checking" ? (
        <output className="flex justify-center text-muted" aria-label="Checking your session">
          <Spinner className="size-6 text-jade" />
        </output>
      ) : session.status === "signed-out" ? (
        <>
          <p className="text-sm text-muted">
            Sign in with your JadeVerse account first; the console then asks for your second factor.
          </p>
          <Button onClick={() => setDialog({ kind: "login" })}>Sign in</Button>
        </>
      ) : (
        <OperatorCheck onSignedIn={onSignedIn} />
      )}
    </Frame>
  );
}
