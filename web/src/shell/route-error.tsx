import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { useUiMessages } from "../ui/messages.ts";

/** A page's code could not be fetched or evaluated: typically a deploy replaced its chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    error.message,
  );
}

/**
 * The `errorElement` of both shells' roots: a failed lazy chunk after a deploy offers a reload, any
 * other failure a calm message with the same way out, never a stack trace. Its texts never wait for a
 * catalogue (a failed chunk may mean none can be fetched): English until the language's is at hand.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useUiMessages();
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!chunk && !notFound) console.error("[route] page failed:", error);
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <Card
        as="section"
        aria-labelledby="route-error-title"
        className="flex max-w-sm flex-col gap-4 p-8 text-center"
      >
        <h1 id="route-error-title" className="font-display text-2xl font-semibold">
          {t(chunk ? "updTitle" : "errTitle")}
        </h1>
        <p className="text-sm text-muted">{t(chunk ? "upd" : "err")}</p>
        <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
      </Card>
    </main>
  );
}
