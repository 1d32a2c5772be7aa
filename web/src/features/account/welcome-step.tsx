import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { accountMessages } from "./messages.ts";

/** Step 0: create an account, or sign in to an existing one (docs/product/platform.md §2). */
export function WelcomeStep({ onRegister, onSignIn }: { onRegister(): void; onSignIn(): void }) {
  const t = useMessages(accountMessages);
  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={onRegister}>
        {t("createAccount")}
      </Button>
      <Button size="lg" variant="secondary" className="w-full" onClick={onSignIn}>
        {t("haveAccount")}
      </Button>
      <p className="mt-2 text-center text-xs text-muted">{t("adultsOnly")}</p>
    </div>
  );
}
