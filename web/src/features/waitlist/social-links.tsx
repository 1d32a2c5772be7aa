import { type SocialNetwork, WAITLIST_SOCIAL_LINKS } from "./content.ts";

const ICON_PATHS: Record<SocialNetwork, string> = {
  x: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  discord:
    "M19.6 5.3A17 17 0 0 0 15.4 4l-.5 1a15.7 15.7 0 0 0-5.8 0L8.6 4a17 17 0 0 0-4.2 1.3C1.7 9.3 1 13.2 1.3 17a17.2 17.2 0 0 0 5.2 2.6l1.1-1.8c-.6-.2-1.2-.5-1.7-.8l.4-.3a12.2 12.2 0 0 0 11.4 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.8a17.1 17.1 0 0 0 5.2-2.6c.4-4.4-.7-8.3-3.1-11.7ZM8.5 14.7c-1 0-1.9-.9-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Zm7 0c-1 0-1.9-.9-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Z",
  telegram:
    "M21.4 3.6 2.9 10.8c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM9.8 14l-.4 4-1.3-4.5 9.8-6.2c.5-.3.9-.1.5.2L9.8 14Z",
};

/** An inline brand glyph (ours, no remote asset); decorative, the link text names the network. */
export function SocialIcon({
  network,
  className = "size-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={ICON_PATHS[network]} />
    </svg>
  );
}

/** The community links as labelled buttons, each opening the network in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap justify-center gap-3" aria-label="JadeVerse community">
      {WAITLIST_SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-raised px-4 text-sm font-semibold text-ink transition hover:border-jade/60 hover:text-jade"
          >
            <SocialIcon network={link.network} />
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
