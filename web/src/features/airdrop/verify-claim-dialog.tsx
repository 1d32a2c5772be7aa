import { AIRDROP_CODE_LENGTH } from "@jadeverse/api/client/airdrop";
import { useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { shortenAddress } from "../wallet/format.ts";
import { type AirdropFailure, airdropFailure, registerAirdrop } from "./airdrop-queries.ts";
import { airdropMessages } from "./messages.ts";

/**
 * "Verify Your Claim" (docs/product/economy.md §2): the connected wallet, the reward, and the gift card's code with
 * its n/5 counter (typed in any case, shown and sent in capitals); Cancel and "Verify & Claim",
 * inactive until the code has its 5 characters. The server's refusal shows under the field.
 */
export function VerifyClaimDialog({
  wallet,
  onClose,
  onRegistered,
}: {
  wallet: string;
  onClose(): void;
  onRegistered(): void;
}) {
  const t = useMessages(airdropMessages);
  const { api } = usePlatform();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<AirdropFailure | null>(null);
  const error = failure && ("text" in failure ? failure.text : t(failure.id));
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  const submit = async () => {
    if (code.length !== AIRDROP_CODE_LENGTH) return setFailure({ id: "codeLength" });
    setBusy(true);
    setFailure(null);
    try {
      await registerAirdrop(api, wallet, code);
      onRegistered();
    } catch (problem) {
      setFailure(airdropFailure(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t("verifyTitle")} onClose={onClose} size="sm">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t("wallet")}</dt>
          <dd className="font-mono" title={wallet}>
            {shortenAddress(wallet)}
          </dd>
          <dt className="text-muted">{t("reward")}</dt>
          <dd className="font-semibold">{t("nftName")}</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm">
            {t("codeLabel")}
          </label>
          <input
            id={fieldId}
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\s/g, "").toUpperCase().slice(0, AIRDROP_CODE_LENGTH))
            }
            maxLength={AIRDROP_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${counterId}${error ? ` ${errorId}` : ""}`}
            aria-invalid={error ? true : undefined}
            className="rounded-xl border border-line bg-canvas px-4 py-3 text-center font-mono text-2xl tracking-[0.5em] uppercase"
          />
          <p id={counterId} className="self-end text-xs text-muted" data-testid="code-counter">
            {code.length}/{AIRDROP_CODE_LENGTH}
          </p>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex gap-3">
          <Button type="button" variant="secondary" className="flex-1" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button
            type="submit"
            className="flex-1 whitespace-nowrap"
            disabled={busy || code.length !== AIRDROP_CODE_LENGTH}
          >
            {t(busy ? "verifying" : "verify")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Registration Successful!" (docs/product/economy.md §2): the NFT goes to the wallet soon; status Registered. */
export function ClaimSuccessDialog({ onClose }: { onClose(): void }) {
  const t = useMessages(airdropMessages);
  return (
    <Dialog title={t("successTitle")} onClose={onClose} size="sm">
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-muted">{t("successNote")}</p>
        <p>
          {richText(t("statusRegistered"), {
            0: (registered) => <span className="font-semibold text-jade">{registered}</span>,
          })}
        </p>
        <Button className="w-full" onClick={onClose}>
          {t("awesome")}
        </Button>
      </div>
    </Dialog>
  );
}
