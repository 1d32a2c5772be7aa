import { lazy } from "react";
import type { DialogRenderer } from "../features/dialogs/dialog-host.tsx";

// The web shell hosts the popups of every feature (features open them through features/dialogs), so no
// feature depends on the others' dialogs. Each popup is its own chunk: the landing's first load pays
// for none of them (docs/architecture.md §7).
const LoginDialog = lazy(async () => ({
  default: (await import("../features/account/login-dialog.tsx")).LoginDialog,
}));
const VerifyEmailDialog = lazy(async () => ({
  default: (await import("../features/account/verify-email-dialog.tsx")).VerifyEmailDialog,
}));
const WaitlistDialog = lazy(async () => ({
  default: (await import("../features/waitlist/waitlist-dialog.tsx")).WaitlistDialog,
}));
const ContactDialog = lazy(async () => ({
  default: (await import("../features/landing/contact-dialog.tsx")).ContactDialog,
}));
const TrailerDialog = lazy(async () => ({
  default: (await import("../features/landing/trailer-dialog.tsx")).TrailerDialog,
}));
const WalletDialog = lazy(async () => ({
  default: (await import("../features/wallet/wallet-dialog.tsx")).WalletDialog,
}));
const FeedbackDialog = lazy(async () => ({
  default: (await import("../features/feedback/feedback-dialog.tsx")).FeedbackDialog,
}));

/** The web's popups by kind, for features/dialogs' DialogHost. */
export const renderAppDialog: DialogRenderer = (dialog, onClose) => {
  switch (dialog.kind) {
    case "login":
      return (
        <LoginDialog initialStep={dialog.step ?? 0} referralCode={dialog.referralCode} onClose={onClose} />
      );
    case "verify-email":
      return <VerifyEmailDialog email={dialog.email} onClose={onClose} />;
    case "waitlist":
      return <WaitlistDialog onClose={onClose} />;
    case "contact":
      return <ContactDialog onClose={onClose} />;
    case "trailer":
      return <TrailerDialog onClose={onClose} />;
    case "wallet":
      return <WalletDialog solanaOnly={dialog.solanaOnly ?? false} onClose={onClose} />;
    case "feedback":
      return <FeedbackDialog initialMode={dialog.mode} onClose={onClose} />;
  }
};
