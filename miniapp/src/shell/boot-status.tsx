import { useMessages } from "@jadeverse/web/shell";
import { Button, Card, Notice, Spinner } from "@jadeverse/web/ui";
import { miniAppMessages } from "./messages.ts";

/** While the Telegram sign-in runs. */
export function SigningIn() {
  const t = useMessages(miniAppMessages);
  return (
    <output className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-muted">
      <Spinner className="size-8 text-jade" />
      <span className="text-sm font-medium">{t("signingIn")}</span>
    </output>
  );
}

/** The sign-in failed: the server's reason (else that the session ended), and a way to try again. */
export function SignInFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useMessages(miniAppMessages);
  return (
    <Card as="section" aria-labelledby="sign-in-failed" className="flex flex-col gap-4 p-6">
      <h1 id="sign-in-failed" className="font-display text-xl font-semibold">
        {t("signInFailedTitle")}
      </h1>
      <Notice tone="error">{message ?? t("ended")}</Notice>
      <p className="text-sm text-muted">{t("signInFailedHint")}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t("tryAgain")}
      </Button>
    </Card>
  );
}
