import { useEffect, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useAppDialogOpen, useSetDialog } from "../dialogs/use-dialog.ts";
import { useSolanaWallet } from "../wallet/use-wallets.ts";
import { airdropMessages } from "./messages.ts";
import { ClaimSuccessDialog, VerifyClaimDialog } from "./verify-claim-dialog.tsx";

type Step = "idle" | "connecting" | "verify" | "registered";

/**
 * The NFT airdrop claim (`/reward-claim`, docs/product/economy.md §2): the welcome and CLAIM YOUR NFT. Without a
 * connected Solana wallet it opens the wallet modal on its Solana tab only, and goes on to "Verify
 * Your Claim" once one connects; then "Registration Successful!". Public: no account is needed.
 */
export function RewardClaimPage() {
  const t = useMessages(airdropMessages);
  const wallet = useSolanaWallet();
  const setDialog = useSetDialog();
  const walletModalOpen = useAppDialogOpen();
  const [step, setStep] = useState<Step>("idle");

  // Once a wallet is connected and the wallet modal has closed: on to the code.
  useEffect(() => {
    if (step === "connecting" && wallet && !walletModalOpen) setStep("verify");
  }, [step, wallet, walletModalOpen]);

  const claim = () => {
    if (wallet) return setStep("verify");
    setStep("connecting");
    setDialog({ kind: "wallet", solanaOnly: true });
  };

  return (
    <div className="flex flex-col items-center px-4 py-10">
      <Card className="flex w-full max-w-lg flex-col items-center gap-5 text-center">
        <h1 className="font-display text-3xl font-bold">{t("nftName")}</h1>
        <p className="text-muted">{t("welcome")}</p>
        <Button size="lg" onClick={claim}>
          {t("claim")}
        </Button>
      </Card>
      {step === "verify" && wallet ? (
        <VerifyClaimDialog
          wallet={wallet.publicKey}
          onClose={() => setStep("idle")}
          onRegistered={() => setStep("registered")}
        />
      ) : null}
      {step === "registered" ? <ClaimSuccessDialog onClose={() => setStep("idle")} /> : null}
    </div>
  );
}
