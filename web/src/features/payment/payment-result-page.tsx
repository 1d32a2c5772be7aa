// Scaffold: replaced by the feature's real implementation in this change.
export function PaymentSuccessPage() {
  return null;
}
export function PaymentFailedPage() {
  return null;
}
