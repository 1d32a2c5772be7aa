import { useMessages } from "../../i18n/messages.ts";
import { TextField } from "../../ui/text-field.tsx";
import { accountMessages } from "./messages.ts";

/** The invite code from `?referral=`: shown, sent with the registration, never editable (docs/product/platform.md §2). */
export function ReferralField({ code }: { code: string }) {
  const t = useMessages(accountMessages);
  return (
    <TextField
      label={t("referralLabel")}
      name="referralCode"
      value={code}
      readOnly
      aria-readonly="true"
      className="[&_input]:cursor-not-allowed [&_input]:bg-raised [&_input]:text-muted"
    />
  );
}
