// Scaffold: replaced by the feature's real implementation in this change.
export function WalletDialog(_props: { solanaOnly: boolean; onClose(): void }) {
  return null;
}
