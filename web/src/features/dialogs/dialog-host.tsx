import { useAtom } from "jotai";
import { lazy, Suspense } from "react";
import { dialogAtom } from "./dialog-state.ts";
import type { AppDialog } from "./dialog-types.ts";

// Each popup is its own chunk: the landing's first load pays for none of them (ARCHITECTURE §7).
const LoginDialog = lazy(async () => ({
  default: (await import("../account/login-dialog.tsx")).LoginDialog,
}));
const VerifyEmailDialog = lazy(async () => ({
  default: (await import("../account/verify-email-dialog.tsx")).VerifyEmailDialog,
}));
const WaitlistDialog = lazy(async () => ({
  default: (await import("../waitlist/waitlist-dialog.tsx")).WaitlistDialog,
}));
const ContactDialog = lazy(async () => ({
  default: (await import("../landing/contact-dialog.tsx")).ContactDialog,
}));
const TrailerDialog = lazy(async () => ({
  default: (await import("../landing/trailer-dialog.tsx")).TrailerDialog,
}));
const WalletDialog = lazy(async () => ({
  default: (await import("../wallet/wallet-dialog.tsx")).WalletDialog,
}));
const FeedbackDialog = lazy(async () => ({
  default: (await import("../feedback/feedback-dialog.tsx")).FeedbackDialog,
}));

function render(dialog: AppDialog, onClose: () => void) {
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
}

/** Renders the open app popup (one at a time), loading its code on first use. */
export function DialogHost() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  if (!dialog) return null;
  return (
    <Suspense key={dialog.kind} fallback={null}>
      {render(dialog, () => setDialog(null))}
    </Suspense>
  );
}
