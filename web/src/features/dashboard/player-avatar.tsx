/** The avatar's frame a season pass gives (docs/passes.md): Gold holders wear a gold one. */
export type AvatarFrame = "gold" | null;

/** The frame's classes: the usual thin gold ring, or the Gold pass's thick gold frame with a glow. */
export const frameClasses = (frame: AvatarFrame) =>
  frame === "gold"
    ? "ring-4 ring-gold ring-offset-2 ring-offset-surface shadow-[0_0_18px_rgba(234,193,92,0.55)]"
    : "ring-2 ring-gold/60 ring-offset-2 ring-offset-surface";

/** The equipped skin's picture, or a jade monogram until the player picks one. Decorative: the name is shown beside it. */
export function PlayerAvatar({
  name,
  imageUrl,
  frame = null,
}: {
  name: string;
  imageUrl: string | null;
  frame?: AvatarFrame;
}) {
  const ring = `size-14 shrink-0 rounded-full sm:size-16 ${frameClasses(frame)}`;
  const framed = frame ? { "data-frame": frame } : {};
  if (imageUrl) return <img src={imageUrl} alt="" {...framed} className={`${ring} bg-raised object-cover`} />;
  return (
    <div
      aria-hidden="true"
      {...framed}
      className={`${ring} grid place-items-center bg-[radial-gradient(circle_at_30%_25%,#b8f7dc,var(--color-jade)_40%,var(--color-jade-deep))] font-display text-2xl font-bold text-canvas`}
    >
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}
