import { useCallback, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useStartSession } from "../auth/use-start-session.ts";
import type { LoginStep } from "../dialogs/dialog-types.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { ForgotPasswordStep } from "./forgot-password-step.tsx";
import { MailSentStep } from "./mail-sent-step.tsx";
import { type AccountMessage, accountMessages } from "./messages.ts";
import { RegisterEmailStep } from "./register-email-step.tsx";
import { RegisterPasswordStep } from "./register-password-step.tsx";
import { EMPTY_REGISTRATION, type RegistrationDraft } from "./registration-draft.ts";
import { SignInStep } from "./sign-in-step.tsx";
import { WelcomeStep } from "./welcome-step.tsx";

/** docs/product/platform.md §4: Back moves one step (1→0, 2→1, 4→0, 6→4, 7→6); steps 0 and 5 have none. */
const BACK: Partial<Record<LoginStep, LoginStep>> = { 1: 0, 2: 1, 4: 0, 6: 4, 7: 6 };

const TITLES: Record<LoginStep, AccountMessage> = {
  0: "welcomeTitle",
  1: "createTitle",
  2: "regionTitle",
  4: "signInTitle",
  5: "checkMailTitle",
  6: "forgotTitle",
  7: "resetSentTitle",
};

const DESCRIPTIONS: Partial<Record<LoginStep, AccountMessage>> = {
  0: "welcomeDescription",
  1: "createDescription",
  2: "regionDescription",
  4: "signInDescription",
  6: "forgotDescription",
};

export interface LoginDialogProps {
  initialStep: LoginStep;
  /** From `?referral=`: shown prefilled and locked on the register steps, sent as `referralCodeInput`. */
  referralCode?: string;
  onClose(): void;
}

/**
 * The login popup (docs/product/platform.md §2 "Login popup (steps)", §4 "Login popup flow"): welcome, register
 * (e-mail + Telegram, then region and password), sign in, and the password-reset request. Every
 * piece of state lives here, so Escape or the close control (which unmount the dialog) reset it.
 */
export function LoginDialog({ initialStep, referralCode, onClose }: LoginDialogProps) {
  const t = useMessages(accountMessages);
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [registration, setRegistration] = useState<RegistrationDraft>(EMPTY_REGISTRATION);
  const [signInEmail, setSignInEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const setDialog = useSetDialog();
  const startSession = useStartSession();

  const signedIn = useCallback(
    (accessToken: string) => {
      onClose();
      startSession(accessToken);
    },
    [onClose, startSession],
  );
  const back = BACK[step];
  const lockedReferral = referralCode?.trim() || undefined;
  const description = DESCRIPTIONS[step];
  // The address the player typed goes in as an element, never into the text (docs/i18n.md).
  const address = () => <strong className="text-ink">{sentTo}</strong>;

  return (
    <Dialog
      title={t(TITLES[step], { product: PRODUCT_NAME })}
      description={description && t(description)}
      onClose={onClose}
    >
      {back === undefined ? null : (
        <Button
          variant="ghost"
          className="-mt-2 mb-4 -ms-3"
          onClick={() => setStep(back)}
          icon={
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4 rtl:-scale-x-100"
              fill="none"
              stroke="currentColor"
            >
              <path d="M15 6l-6 6 6 6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          }
        >
          {t("back")}
        </Button>
      )}
      {step === 0 ? <WelcomeStep onRegister={() => setStep(1)} onSignIn={() => setStep(4)} /> : null}
      {step === 1 ? (
        <RegisterEmailStep
          draft={registration}
          onChange={setRegistration}
          referralCode={lockedReferral}
          onContinue={() => setStep(2)}
          onSignedIn={signedIn}
        />
      ) : null}
      {step === 2 ? (
        <RegisterPasswordStep
          draft={registration}
          onChange={setRegistration}
          referralCode={lockedReferral}
          onRegistered={(email) => {
            setSentTo(email);
            setStep(5);
          }}
        />
      ) : null}
      {step === 4 ? (
        <SignInStep
          email={signInEmail}
          onEmailChange={setSignInEmail}
          onForgotPassword={() => setStep(6)}
          onSignedIn={signedIn}
          onUnverified={(email) => setDialog({ kind: "verify-email", email })}
        />
      ) : null}
      {step === 5 ? (
        <MailSentStep onDone={onClose}>{richText(t("verificationSent"), { 0: address })}</MailSentStep>
      ) : null}
      {step === 6 ? (
        <ForgotPasswordStep
          email={signInEmail}
          onEmailChange={setSignInEmail}
          onSent={(email) => {
            setSentTo(email);
            setStep(7);
          }}
        />
      ) : null}
      {step === 7 ? (
        <MailSentStep onDone={onClose}>{richText(t("resetSent"), { 0: address })}</MailSentStep>
      ) : null}
    </Dialog>
  );
}
