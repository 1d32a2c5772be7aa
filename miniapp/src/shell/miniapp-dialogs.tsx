import type { DialogRenderer } from "@jadeverse/web/shell";
import { lazy } from "react";

// The Mini App hosts the popups its pages open (through features/dialogs), each its own chunk, as the
// web shell does (web/src/shell/app-dialogs.tsx). The landing's popups (login, waitlist, contact,
// trailer, e-mail check) belong to web-only pages and never open here.
const WalletDialog = lazy(async () => ({
  default: (await import("@jadeverse/web/wallet")).WalletDialog,
}));

/**
 * The Mini App's popups by kind: the wallet modal (EVM and Solana, for the vesting and staking
 * dashboards and the NFT claim; TON has its own control in the player strip). Inside Telegram an
 * injected wallet is present where the client runs in a browser that has one (Telegram Web, Desktop
 * with an extension); elsewhere WalletConnect hands off to the wallet app through its link.
 */
export const renderMiniAppDialog: DialogRenderer = (dialog, onClose) => {
  switch (dialog.kind) {
    case "wallet":
      return <WalletDialog solanaOnly={dialog.solanaOnly ?? false} onClose={onClose} />;
    default:
      return null;
  }
};
