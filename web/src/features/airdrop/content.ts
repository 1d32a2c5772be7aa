/** The NFT airdrop claim's words (docs/product/economy.md §2 "NFT airdrop claim", §5, §8 Airdrop). */
export const AIRDROP_TEXT = {
  title: "Private Investor NFT",
  welcome:
    "Welcome, JadeVerse private investor! Thank you for backing us early. Your gift card carries a code under its QR code: connect your Solana wallet, enter the code, and we send your Private Investor NFT to that wallet.",
  claim: "CLAIM YOUR NFT",
  verifyTitle: "Verify Your Claim",
  wallet: "Wallet",
  reward: "Reward",
  codeLabel: "Enter the 5-character code from your gift card (under the QR code)",
  cancel: "Cancel",
  verify: "Verify & Claim",
  verifying: "Verifying…",
  successTitle: "Registration Successful!",
  successNote: "Your Private Investor NFT will be sent to your Solana wallet soon.",
  status: "Status",
  registered: "Registered",
  awesome: "Awesome!",
  connectFirst: "Please connect your wallet first.",
  codeLength: "Password must be exactly 5 characters",
  network: "Network error. Please check your connection and try again.",
  server: "Server error. Please try again later.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;
