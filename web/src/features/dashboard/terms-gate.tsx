import { TERMS_VERSION } from "@jadeverse/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { termsRequestedAtom } from "../../state/restricted.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TermsAcceptLabel } from "../../ui/terms-accept-label.tsx";
import { dashboardMessages } from "./messages.ts";

/**
 * Before a player first plays or buys (docs/security.md "18+"): confirm being 18 or older and accept
 * the Terms in force. Shown to a signed-in player who has not (a new Telegram player on first launch,
 * an older account when the Terms change) ahead of the welcome picker; "Not now" puts it off until a
 * call is refused for it (403 TERMS_NOT_ACCEPTED), which opens it again.
 */
export function TermsGate({ onAccepted }: { onAccepted?(): void }) {
  const t = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const requested = useAtomValue(termsRequestedAtom);
  const [putOffAt, setPutOffAt] = useState<number | null>(null);
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const accept = useMutation({
    mutationFn: () => unwrap(api.api.users.me.terms.$post({ json: { version: TERMS_VERSION, adult: true } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      onAccepted?.();
    },
  });
  // A refusal after "Not now" asks again.
  useEffect(() => {
    if (putOffAt !== null && requested > putOffAt) setPutOffAt(null);
  }, [requested, putOffAt]);
  if (putOffAt !== null) return null;
  return (
    <Dialog
      title={t("termsTitle")}
      description={t("termsDescription", { product: PRODUCT_NAME })}
      onClose={() => setPutOffAt(requested)}
      closeLabel={t("termsNotNow")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (adult && terms) accept.mutate();
        }}
      >
        <Checkbox
          name="adult"
          label={t("termsAdult")}
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
        />
        <Checkbox
          name="terms"
          label={<TermsAcceptLabel />}
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        {accept.isError ? <Notice tone="error">{errorMessage(accept.error)}</Notice> : null}
        <Button type="submit" size="lg" disabled={!adult || !terms || accept.isPending}>
          {t("termsContinue")}
        </Button>
      </form>
    </Dialog>
  );
}
