// Scaffold: replaced by the feature's real implementation in this change.
export function VerifyEmailDialog(_props: { email: string; onClose(): void }) {
  return null;
}
