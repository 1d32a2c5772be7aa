// Scaffold: replaced by the feature's real implementation in this change.
export function TokenPage(_props: Record<string, never>) {
  return null;
}
