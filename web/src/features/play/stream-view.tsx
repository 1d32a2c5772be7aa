import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { PLAY_BLOCKED_MESSAGES } from "../queue/constants.ts";
import { queueMessages } from "../queue/messages.ts";
import { playMessages } from "./messages.ts";

/** The streamed game: the configured stream address in a full-size frame, or why there is none. */
export function StreamView({ url, pending, title }: { url: string | null; pending: boolean; title: string }) {
  const t = useMessages(playMessages);
  const queueText = useMessages(queueMessages);
  if (pending) {
    return (
      <div role="status" className="grid h-full place-items-center text-muted">
        <p className="flex items-center gap-3">
          <Spinner /> {t("connecting")}
        </p>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="grid h-full place-items-center p-6 text-center">
        <div className="flex max-w-sm flex-col items-center gap-4">
          <p className="text-muted">{queueText(PLAY_BLOCKED_MESSAGES["no-stream"])}</p>
          <Link to={ROUTES.dashboard} className={buttonClasses("secondary")}>
            {t("back")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <iframe
      src={url}
      title={title}
      allow="autoplay; fullscreen; gamepad; microphone; clipboard-read; clipboard-write"
      className="size-full border-0 bg-black"
    />
  );
}
