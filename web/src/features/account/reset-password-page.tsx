// Scaffold: replaced by the feature's real implementation in this change.
export function ResetPasswordPage(_props: Record<string, never>) {
  return null;
}
