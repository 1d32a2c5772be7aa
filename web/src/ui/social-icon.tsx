import type { SocialNetwork } from "../lib/community.ts";

/** Social glyphs, simplified and drawn by us; the link carries the accessible name. */
export function SocialIcon({
  network,
  className = "size-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  switch (network) {
    case "x":
      return (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={className}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M5 4l14 16M19 4 5 20" />
        </svg>
      );
    case "discord":
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M7.5 5.5A14 14 0 0 1 11 4.6l.4.9a13 13 0 0 1 1.2 0l.4-.9a14 14 0 0 1 3.5.9C19 9 19.8 12.8 19.6 16.6a14 14 0 0 1-4.2 2.1l-.9-1.4c.6-.2 1.1-.5 1.6-.8l-.4-.3a10 10 0 0 1-7.4 0l-.4.3c.5.3 1 .6 1.6.8l-.9 1.4a14 14 0 0 1-4.2-2.1C4.2 12.8 5 9 7.5 5.5Zm1.8 8.6c.8 0 1.4-.8 1.4-1.6s-.6-1.6-1.4-1.6-1.4.7-1.4 1.6.6 1.6 1.4 1.6Zm5.4 0c.8 0 1.4-.8 1.4-1.6s-.6-1.6-1.4-1.6-1.4.7-1.4 1.6.6 1.6 1.4 1.6Z" />
        </svg>
      );
    case "medium":
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <ellipse cx="7" cy="12" rx="5" ry="5.5" />
          <ellipse cx="15.5" cy="12" rx="2.5" ry="5.2" />
          <ellipse cx="20.5" cy="12" rx="1" ry="4.6" />
        </svg>
      );
    case "youtube":
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M3 8.2c.1-1.7 1.2-2.8 2.9-2.9C8 5.1 10 5 12 5s4 .1 6.1.3c1.7.1 2.8 1.2 2.9 2.9a40 40 0 0 1 0 7.6c-.1 1.7-1.2 2.8-2.9 2.9-2.1.2-4.1.3-6.1.3s-4-.1-6.1-.3c-1.7-.1-2.8-1.2-2.9-2.9a40 40 0 0 1 0-7.6ZM10 9v6l5.2-3z" />
        </svg>
      );
    case "telegram":
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M20.7 4.3 2.9 11.2c-.9.4-.9 1.6.1 1.9l4.4 1.4 1.7 5.2c.3.8 1.3 1 1.9.4l2.5-2.4 4.6 3.4c.7.5 1.7.1 1.9-.7l3-14.7c.2-1-.8-1.8-1.7-1.4Zm-3.1 3.9-7.7 7-.3 3.1-1.3-4 9.3-6.1Z" />
        </svg>
      );
  }
}
