// Scaffold: replaced by the feature's real implementation in this change.
export function WaitlistDialog(_props: { onClose(): void }) {
  return null;
}
