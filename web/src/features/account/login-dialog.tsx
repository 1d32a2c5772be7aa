// Scaffold: replaced by the feature's real implementation in this change.
export function LoginDialog(_props: {
  initialStep: import("../../state/dialogs.ts").LoginStep;
  referralCode?: string;
  onClose(): void;
}) {
  return null;
}
