import { useUiMessages } from "./messages.ts";
import { Spinner } from "./spinner.tsx";

/**
 * What a route shows while its lazy code loads on the first render (React Router's `HydrateFallback`;
 * without one it warns on every such load): a spinner in the page's place, inside the shell's chrome.
 */
export function PageLoading() {
  const t = useUiMessages();
  return (
    <div role="status" aria-label={t("loading")} className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner className="size-8" />
    </div>
  );
}
