import { PRODUCT_NAME } from "../../lib/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { usePlay } from "./use-play.ts";

/**
 * "Play {product}" (spec 000 §2, §4): disabled unless the player may play; pixel streaming opens
 * /play-pixel, otherwise it joins the queue.
 */
export function PlayButton({
  label = `Play ${PRODUCT_NAME}`,
  className,
}: {
  label?: string;
  className?: string;
}) {
  const { enabled, busy, play } = usePlay();
  return (
    <button
      type="button"
      data-tutorial="play"
      disabled={!enabled || busy}
      aria-busy={busy || undefined}
      onClick={play}
      className={`${buttonClasses("primary")} ${className ?? ""}`}
    >
      {label}
    </button>
  );
}
