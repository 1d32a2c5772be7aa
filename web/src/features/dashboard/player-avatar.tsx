/** The equipped skin's picture, or a jade monogram until the player picks one. Decorative: the name is shown beside it. */
export function PlayerAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const ring =
    "size-14 shrink-0 rounded-full ring-2 ring-gold/60 ring-offset-2 ring-offset-surface sm:size-16";
  if (imageUrl) return <img src={imageUrl} alt="" className={`${ring} bg-raised object-cover`} />;
  return (
    <div
      aria-hidden="true"
      className={`${ring} grid place-items-center bg-[radial-gradient(circle_at_30%_25%,#b8f7dc,var(--color-jade)_40%,var(--color-jade-deep))] font-display text-2xl font-bold text-canvas`}
    >
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}
