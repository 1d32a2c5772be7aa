import { useState } from "react";
import { Card } from "../../ui/card.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { VAULT_TEXT, WHEEL_VAULTS } from "./constants.ts";

type Vault = (typeof WHEEL_VAULTS)[number];

/** The wheel's vaults: each opens its "Coming Soon" screen (docs/product/economy.md §2). */
export function VaultPanel() {
  const [open, setOpen] = useState<Vault | null>(null);
  return (
    <Card className="p-4" aria-labelledby="vaults-title">
      <h2 id="vaults-title" className="text-xs tracking-wide text-muted uppercase">
        Vaults
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {WHEEL_VAULTS.map((vault) => (
          <button
            key={vault.id}
            type="button"
            onClick={() => setOpen(vault)}
            className="rounded-card border border-line px-3 py-2 text-start text-sm font-semibold text-ink hover:border-jade/60"
          >
            {vault.name}
            <span className="block text-xs font-normal text-muted">{VAULT_TEXT.title}</span>
          </button>
        ))}
      </div>
      {open ? (
        <Dialog title={`${open.name}: ${VAULT_TEXT.title}`} onClose={() => setOpen(null)}>
          <p className="text-muted">{VAULT_TEXT.body}</p>
        </Dialog>
      ) : null}
    </Card>
  );
}
