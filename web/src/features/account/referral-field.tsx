import { TextField } from "../../ui/text-field.tsx";

/** The invite code from `?referral=`: shown, sent with the registration, never editable (docs/product/platform.md §2). */
export function ReferralField({ code }: { code: string }) {
  return (
    <TextField
      label="Referral code (from your invite link)"
      name="referralCode"
      value={code}
      readOnly
      aria-readonly="true"
      className="[&_input]:cursor-not-allowed [&_input]:bg-raised [&_input]:text-muted"
    />
  );
}
