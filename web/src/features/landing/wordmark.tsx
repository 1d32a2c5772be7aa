/** Emblems for our partner wordmarks: simple geometric seals, picked by position. */
const EMBLEMS = [
  "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z",
  "M12 2.5 21.5 12 12 21.5 2.5 12Zm0 5L7.5 12l4.5 4.5 4.5-4.5Z",
  "M12 2.5l8.2 4.75v9.5L12 21.5l-8.2-4.75v-9.5Zm0 5.2-3.7 2.15v4.3L12 16.3l3.7-2.15v-4.3Z",
  "M12 3.5 21 19.5H3Zm0 6.3-3.2 5.7h6.4Z",
  "M12 3c2.5 2.4 3.6 5 3.2 7.8 2.4-1.3 4.6-1.3 6.3-.3-1.2 5.3-5 8.5-9.5 8.5S3.7 15.8 2.5 10.5c1.7-1 3.9-1 6.3.3C8.4 8 9.5 5.4 12 3Z",
  "M4 4h16v16H4Zm4 4v8h8V8Z",
];

/**
 * A partner or technology wordmark: one of our geometric emblems and the name set in the display
 * face. Drawn here, never a copied logo; the name is real text, so it reads out as it shows.
 */
export function Wordmark({ name, index, size = "md" }: { name: string; index: number; size?: "md" | "sm" }) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-display font-semibold tracking-wide text-ink/80 ${
        size === "md" ? "text-lg whitespace-nowrap" : "text-sm leading-tight sm:text-base"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`${size === "md" ? "size-7" : "size-5"} shrink-0 text-gold`}
        fill="currentColor"
        fillRule="evenodd"
      >
        <path d={EMBLEMS[index % EMBLEMS.length]} />
      </svg>
      {name}
    </span>
  );
}
