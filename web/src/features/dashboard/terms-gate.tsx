import { TERMS_VERSION } from "@jadeverse/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
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

/**
 * Before a player first plays or buys (docs/security.md "18+"): confirm being 18 or older and accept
 * the Terms in force. Shown to a signed-in player who has not (a new Telegram player on first launch,
 * an older account when the Terms change) ahead of the welcome picker; "Not now" puts it off until a
 * call is refused for it (403 TERMS_NOT_ACCEPTED), which opens it again.
 */
export function TermsGate({ onAccepted }: { onAccepted?(): void }) {
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
      title="Before you play"
      description={`${PRODUCT_NAME} is for adults: confirm your age and accept our Terms to play games, spin the wheel and buy gems.`}
      onClose={() => setPutOffAt(requested)}
      closeLabel="Not now"
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
          label="I declare I am over 18+"
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
          Continue
        </Button>
      </form>
    </Dialog>
  );
}
