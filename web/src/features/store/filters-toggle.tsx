import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { storeMessages } from "./messages.ts";

/**
 * The narrow layout's Filters button: a disclosure (`aria-expanded`, `aria-controls`) for the filter
 * panel, with the number of applied filters while any are.
 */
export function FiltersToggle({
  panelId,
  open,
  active,
  onToggle,
  className,
}: {
  panelId: string;
  open: boolean;
  active: number;
  onToggle(): void;
  className?: string;
}) {
  const t = useMessages(storeMessages);
  return (
    <Button
      variant="secondary"
      className={`h-11 shrink-0 ${className ?? ""}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      icon={
        <svg viewBox="0 0 24 24" className="size-4" fill="none" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
    >
      {t("filters")}
      {active > 0 && (
        <span className="grid min-w-5 place-items-center rounded-full bg-jade px-1 text-xs text-canvas">
          {active}
        </span>
      )}
    </Button>
  );
}
