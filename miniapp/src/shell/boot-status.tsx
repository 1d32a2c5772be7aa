import { Button, Card, Notice, Spinner } from "@jadeverse/web/ui";

/** While the Telegram sign-in runs. */
export function SigningIn() {
  return (
    <output className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-muted">
      <Spinner className="size-8 text-jade" />
      <span className="text-sm font-medium">Signing you in with Telegram…</span>
    </output>
  );
}

/** The sign-in failed: the server's reason, and a way to try again. */
export function SignInFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card as="section" aria-labelledby="sign-in-failed" className="flex flex-col gap-4 p-6">
      <h1 id="sign-in-failed" className="font-display text-xl font-semibold">
        We could not sign you in
      </h1>
      <Notice tone="error">{message}</Notice>
      <p className="text-sm text-muted">
        If this keeps happening, close the app and open it again from the bot.
      </p>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Card>
  );
}
