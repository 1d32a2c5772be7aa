import { type ReactNode, useId } from "react";
import { Card } from "../../ui/card.tsx";

/** One titled block of the Profile Settings tab. */
export function SettingsSection({
  title,
  aside,
  children,
}: {
  title: string;
  /** Shown on the title's line (a lock, a badge). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  // From React, not from the title: a title in Arabic or Russian has no Latin letters to make one of.
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}
