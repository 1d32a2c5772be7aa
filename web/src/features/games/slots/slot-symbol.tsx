import type { ReactNode } from "react";

/**
 * The machine's symbols drawn here (no image files, no emoji fonts), keyed by their published names.
 * Decorative: the reels' row summary and the paytable name every symbol in words.
 */
const ART: Readonly<Record<string, ReactNode>> = {
  jade: (
    <>
      <path d="M12 6h16l8 10-16 19L4 16l8-10Z" fill="#3fd39b" />
      <path
        d="M4 16h32M12 6l8 29M28 6l-8 29M12 6l8 10 8-10"
        stroke="#04140f"
        strokeOpacity="0.35"
        fill="none"
      />
      <path d="M13 9h6l-3 5Z" fill="#ecf7f1" opacity="0.7" />
    </>
  ),
  dragon: (
    <>
      <path
        d="M6 28c4-10 10 2 14-8s10-6 14-12c1 6-2 10-6 12 4 2 6 6 5 10-4-4-8-2-12 2-4 4-10 2-15-4Z"
        fill="#c0262d"
        stroke="#f2c862"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="13" r="1.6" fill="#f2c862" />
    </>
  ),
  tiger: (
    <>
      <circle cx="20" cy="21" r="13" fill="#f08a24" />
      <path d="M9 12 7 6l7 3M31 12l2-6-7 3" fill="#f08a24" />
      <path
        d="M20 9v6M13 13l3 4M27 13l-3 4M8 22h5M27 22h5"
        stroke="#1d1405"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="15" cy="21" r="1.6" fill="#1d1405" />
      <circle cx="25" cy="21" r="1.6" fill="#1d1405" />
      <path d="M17 27c2 2 4 2 6 0" stroke="#1d1405" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </>
  ),
  koi: (
    <>
      <path d="M5 20c6-9 18-9 24 0-6 9-18 9-24 0Z" fill="#ff9a3c" />
      <path d="m29 20 7-6v12Z" fill="#ff9a3c" />
      <circle cx="14" cy="17" r="2.5" fill="#fff" />
      <circle cx="21" cy="22" r="2" fill="#fff" />
      <circle cx="9.5" cy="19" r="1.2" fill="#1d1405" />
    </>
  ),
  lotus: (
    <>
      <path d="M20 8c5 6 5 14 0 22-5-8-5-16 0-22Z" fill="#f29bc4" />
      <path d="M6 16c7 0 12 6 14 14-8-1-13-6-14-14ZM34 16c-7 0-12 6-14 14 8-1 13-6 14-14Z" fill="#e56fa6" />
      <path d="M8 32h24" stroke="#3fd39b" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  lantern: (
    <>
      <path d="M15 6h10M20 3v3M20 34v4" stroke="#f2c862" strokeWidth="2" strokeLinecap="round" />
      <rect x="9" y="9" width="22" height="24" rx="10" fill="#d12f2f" />
      <path
        d="M20 9v24M14 10c-3 7-3 15 0 22M26 10c3 7 3 15 0 22"
        stroke="#f2c862"
        strokeOpacity="0.7"
        fill="none"
      />
      <rect x="14" y="7" width="12" height="3" rx="1" fill="#f2c862" />
      <rect x="14" y="32" width="12" height="3" rx="1" fill="#f2c862" />
    </>
  ),
  coin: (
    <>
      <circle cx="20" cy="20" r="15" fill="#f2c862" stroke="#a9761e" strokeWidth="2" />
      <rect x="16" y="16" width="8" height="8" fill="#7a5312" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#a9761e" strokeOpacity="0.6" />
    </>
  ),
  bamboo: (
    <>
      <path d="M14 5v31M25 8v28" stroke="#4caf50" strokeWidth="5" strokeLinecap="round" />
      <path d="M11 14h6M11 25h6M22 17h6M22 28h6" stroke="#2e7d32" strokeWidth="2" />
      <path d="M17 10c4-3 7-3 9-1-3 2-6 2-9 1Z" fill="#81c784" />
    </>
  ),
};

/** One symbol as art; a symbol the art does not know shows its name's first letter. */
export function SlotSymbol({ name, className = "size-3/4" }: { name: string; className?: string }) {
  const art = ART[name];
  if (!art)
    return (
      <span aria-hidden="true" className="font-display text-2xl font-bold text-gold">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      {art}
    </svg>
  );
}
