/** The e2e platform's AIRDROP_CODE_SECRET (e2e/serve.ts): specs make gift-card codes with it. */
export const E2E_AIRDROP_SECRET = "e2e-airdrop-code-secret-0123456789abcdef";
