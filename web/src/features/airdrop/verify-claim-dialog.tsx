import { AIRDROP_CODE_LENGTH, AIRDROP_REWARD } from "@jadeverse/api/client/airdrop";
import { useId, useState } from "react";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { shortenAddress } from "../wallet/format.ts";
import { airdropFailure, registerAirdrop } from "./airdrop-queries.ts";
import { AIRDROP_TEXT as T } from "./content.ts";

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
  const { api } = usePlatform();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  const submit = async () => {
    if (code.length !== AIRDROP_CODE_LENGTH) return setError(T.codeLength);
    setBusy(true);
    setError(null);
    try {
      await registerAirdrop(api, wallet, code);
      onRegistered();
    } catch (failure) {
      setError(airdropFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={T.verifyTitle} onClose={onClose} size="sm">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{T.wallet}</dt>
          <dd className="font-mono" title={wallet}>
            {shortenAddress(wallet)}
          </dd>
          <dt className="text-muted">{T.reward}</dt>
          <dd className="font-semibold">{AIRDROP_REWARD}</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm">
            {T.codeLabel}
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
            {T.cancel}
          </Button>
          <Button
            type="submit"
            className="flex-1 whitespace-nowrap"
            disabled={busy || code.length !== AIRDROP_CODE_LENGTH}
          >
            {busy ? T.verifying : T.verify}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Registration Successful!" (docs/product/economy.md §2): the NFT goes to the wallet soon; status Registered. */
export function ClaimSuccessDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title={T.successTitle} onClose={onClose} size="sm">
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-muted">{T.successNote}</p>
        <p>
          {T.status}: <span className="font-semibold text-jade">{T.registered}</span>
        </p>
        <Button className="w-full" onClick={onClose}>
          {T.awesome}
        </Button>
      </div>
    </Dialog>
  );
}
