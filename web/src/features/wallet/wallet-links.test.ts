import { describe, expect, it } from "vitest";
import { WALLET_APPS, walletConnectAppLink } from "./wallet-links.ts";

const PAIRING = `wc:${"ab".repeat(32)}@2?relay-protocol=irn&symKey=${"cd".repeat(32)}&expiryTimestamp=1790000000`;

describe("WalletConnect app links (the Mini App's pairing)", () => {
  it("hands the whole pairing URI to each wallet app's universal link, encoded", () => {
    for (const app of WALLET_APPS) {
      const link = walletConnectAppLink(app, PAIRING);
      expect(link).toBe(`${app.base}/wc?uri=${encodeURIComponent(PAIRING)}`);
      const parsed = new URL(link ?? "");
      expect(parsed.protocol).toBe("https:");
      expect(parsed.searchParams.get("uri")).toBe(PAIRING);
    }
  });

  it("refuses anything but a WalletConnect v2 pairing URI", () => {
    const metaMask = WALLET_APPS[0];
    for (const uri of ["", "javascript:alert(1)", `wc:${"ab".repeat(32)}@1?bridge=x`, "https://example.com"])
      expect(walletConnectAppLink(metaMask, uri), uri).toBeNull();
  });
});
