import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Card } from "../../ui/card.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { WHEEL_VAULTS } from "./constants.ts";
import { wheelMessages } from "./messages.ts";

type Vault = (typeof WHEEL_VAULTS)[number];

/** The wheel's vaults: each opens its "Coming Soon" screen (docs/product/economy.md §2). */
export function VaultPanel() {
  const t = useMessages(wheelMessages);
  const [open, setOpen] = useState<Vault | null>(null);
  return (
    <Card className="p-4" aria-labelledby="vaults-title">
      <h2 id="vaults-title" className="text-xs tracking-wide text-muted uppercase">
        {t("vaults")}
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {WHEEL_VAULTS.map((vault) => (
          <button
            key={vault.id}
            type="button"
            onClick={() => setOpen(vault)}
            className="rounded-card border border-line px-3 py-2 text-start text-sm font-semibold text-ink hover:border-jade/60"
          >
            {t(vault.name)}
            <span className="block text-xs font-normal text-muted">{t("vaultComingSoon")}</span>
          </button>
        ))}
      </div>
      {open ? (
        <Dialog title={t("vaultDialogTitle", { vault: t(open.name) })} onClose={() => setOpen(null)}>
          <p className="text-muted">{t("vaultBody")}</p>
        </Dialog>
      ) : null}
    </Card>
  );
}
