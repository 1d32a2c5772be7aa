/**
 * The game's live region: outcomes are spoken once the animation has shown them. Visually hidden;
 * the table shows the same result.
 */
export function Announcer({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
