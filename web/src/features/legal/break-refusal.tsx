import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { breakEnd } from "./break-end.ts";
import { legalMessages } from "./messages.ts";

/**
 * The page a call refused during a break opens (403 PLAYER_ON_BREAK, docs/security.md "Taking a
 * break"): what is paused and until when.
 */
export function BreakRefusal({ until, kind, onClose }: { until: string; kind: string; onClose(): void }) {
  const t = useMessages(legalMessages);
  const end = breakEnd(until, kind, useAtomValue(localeAtom));
  return (
    <Dialog title={t("breakTitle")} description={t(end.id, end.values)} onClose={onClose}>
      <div className="flex flex-col gap-4 text-sm text-muted">
        <p>{t("breakBody")}</p>
        <Button onClick={onClose}>{t("ok")}</Button>
      </div>
    </Dialog>
  );
}
