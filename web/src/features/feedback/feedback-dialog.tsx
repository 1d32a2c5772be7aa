// Scaffold: replaced by the feature's real implementation in this change.
export function FeedbackDialog(_props: { initialMode: "feedback" | "bug"; onClose(): void }) {
  return null;
}
