import { PRODUCT_NAME } from "../../lib/constants.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { BLOCKED } from "./restricted-text.ts";

/**
 * The page a refused call opens (451 `COUNTRY_RESTRICTED`): why, and that nothing owned is touched.
 */
export function RestrictedRefusal({ where, onClose }: { where: string; onClose(): void }) {
  return (
    <Dialog
      title={`${PRODUCT_NAME} is not available in ${where}`}
      description={`Our Terms restrict ${where}: ${BLOCKED} are blocked there.`}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4 text-sm text-muted">
        <p>
          Nothing you already own is touched: your balances, items and history stay as they are, and the
          public pages and the Terms stay open to read.
        </p>
        <Button onClick={onClose}>I understand</Button>
      </div>
    </Dialog>
  );
}
