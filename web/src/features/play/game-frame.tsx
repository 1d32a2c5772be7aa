import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { pixelUrlQuery } from "../queue/queue-queries.ts";
import { playMessages } from "./messages.ts";
import { StreamView } from "./stream-view.tsx";
import { useRefreshAfterGame } from "./use-refresh-after-game.ts";

/**
 * A play page's body: a thin bar (back to the dashboard, an extra action) over the stream. Around the
 * stream the theme's canvas, so its waiting and no-stream text (muted) reads in every theme; the
 * stream's frame itself is black.
 */
export function GameFrame({ action }: { action?: ReactNode }) {
  const t = useMessages(playMessages);
  const { api } = usePlatform();
  const stream = useQuery(pixelUrlQuery(api));
  useRefreshAfterGame();
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <div className="flex items-center gap-3 border-b border-line bg-canvas px-4 py-2">
        <Link to={ROUTES.dashboard} className="text-sm font-semibold text-muted hover:text-ink">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("dashboard")}
        </Link>
        <h1 className="text-sm font-semibold">{PRODUCT_NAME}</h1>
        <div className="ms-auto">{action}</div>
      </div>
      <div className="min-h-0 flex-1">
        <StreamView
          url={stream.data ?? null}
          pending={stream.isPending}
          title={t("stream", { product: PRODUCT_NAME })}
        />
      </div>
    </div>
  );
}
