import type { Feature } from "./content.ts";

/** Line icons of the landing (our own drawings), decorative: the text beside them names them. */
const FEATURE_PATHS: Record<Feature["icon"], string> = {
  cards:
    "M4 6.5 11 4l3.5 12-7 2.5zM13 5.5h5.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H12M8.5 10.5l1.5 2",
  avatar:
    "M12 12.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20a7.5 7.5 0 0 1 15 0M17 3.5l1 2 2 .5-1.5 1.5.3 2-1.8-1-1.8 1 .3-2L14.5 6l2-.5z",
  dashboard: "M4 5h16v14H4zM4 9h16M8 13h3M8 16h6M15 12.5l1.5 2 2-3.5",
  devices: "M3 5.5h13v9H3zM7 18h5M9.5 14.5V18M17.5 9h3.5v10h-3.5zM19.25 16.5h0",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4",
  coins:
    "M12 9c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3ZM5 6v4c0 1.7 3 3 7 3s7-1.3 7-3V6M5 10v4c0 1.7 3 3 7 3M5 14v4c0 1.7 3 3 7 3M16 17l2 2 3-4",
};

export function FeatureIcon({ icon, className = "size-7" }: { icon: Feature["icon"]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={FEATURE_PATHS[icon]} />
    </svg>
  );
}

export function ArrowIcon({
  direction,
  className = "size-5",
}: {
  direction: "left" | "right";
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

export function PlayIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}
