import { useSetAtom } from "jotai";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { profileMessages } from "./messages.ts";
import { useUpdateWallet } from "./profile-queries.ts";
import { profileErrorMessage, walletProblem } from "./profile-rules.ts";
import { SettingsSection } from "./settings-section.tsx";

/** The Metamask (EVM) wallet address: optional, 0x and 40 hex characters when given (docs/product/economy.md §5). */
export function WalletForm({ current }: { current: string }) {
  const t = useMessages(profileMessages);
  const showToast = useSetAtom(showToastAtom);
  const update = useUpdateWallet();
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <SettingsSection title={t("walletTitle")}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = walletProblem(address);
          setError(problem && t(problem));
          if (problem) return;
          update.mutate(address.trim(), {
            onSuccess: () => showToast({ tone: "success", message: t("successWallet") }),
            onError: (failure) => setError(profileErrorMessage(failure, "failureWallet", t)),
          });
        }}
      >
        <TextField
          label={t("walletLabel")}
          name="walletAddress"
          placeholder={t("walletPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          value={address}
          invalid={Boolean(error)}
          onChange={(event) => setAddress(event.target.value)}
        />
        <p className="text-sm text-muted">{t("walletHint")}</p>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" className="self-start" loading={update.isPending}>
          {t("walletSave")}
        </Button>
      </form>
    </SettingsSection>
  );
}
