import { useEffect, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { LANDING_MEDIA } from "./content.ts";
import { landingMessages } from "./messages.ts";

/**
 * The trailer popup (docs/product/platform.md §2 item 5, §4, §9): every time it opens the video starts again from 0
 * and plays with sound; the Dialog's close button (or Escape) stops it by unmounting it. The file is
 * ours, served from /landing/ (the spec's cloud blob storage is our own server here).
 */
export function TrailerDialog({ onClose }: { onClose(): void }) {
  const t = useMessages(landingMessages);
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.currentTime = 0;
    video.muted = false;
    video.play().catch(() => {
      // The browser refused playback with sound (no user gesture): the controls let the player start it.
      setBlocked(true);
    });
    return () => video.pause();
  }, []);

  return (
    <Dialog title={t("trailer")} hideTitle onClose={onClose} size="xl" className="bg-black p-0 sm:p-0">
      <div className="overflow-hidden rounded-card">
        {/* The captions track describes the music and the on-screen title. */}
        <video
          ref={ref}
          src={LANDING_MEDIA.trailerVideo}
          poster={LANDING_MEDIA.trailerPoster}
          preload="metadata"
          controls
          playsInline
          data-testid="trailer-video"
          className="aspect-video w-full bg-black"
        >
          <track
            kind="captions"
            src={LANDING_MEDIA.trailerCaptions}
            srcLang="en"
            label={t("captions")}
            default
          />
        </video>
      </div>
      {blocked ? <p className="px-6 py-3 text-center text-sm text-muted">{t("pressPlay")}</p> : null}
    </Dialog>
  );
}
