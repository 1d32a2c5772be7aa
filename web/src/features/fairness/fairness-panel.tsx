import type { SeedRotation } from "@jadeverse/api/client/contracts";
import { CLIENT_SEED_MAX_LENGTH } from "@jadeverse/api/client/games";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CLIENT_SEED_LIMITS, isClientSeed } from "./constants.ts";
import { fairnessKeys, fairnessStateQuery, rotateSeed, setClientSeed } from "./fairness-queries.ts";
import { fairnessMessages } from "./messages.ts";

/**
 * The provably fair seeds: the live commitment, the client seed (set or rotate) and the next nonce.
 * `onRotated` lets the game refresh what the rotation revealed (its history's server seeds).
 */
export function FairnessPanel({ onRotated }: { onRotated?: () => void }) {
  const t = useMessages(fairnessMessages);
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const state = useQuery(fairnessStateQuery(api));
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [revealed, setRevealed] = useState<SeedRotation["previous"] | null>(null);

  const save = useMutation({
    mutationFn: (seed: string) => setClientSeed(api, seed),
    onSuccess: (next) => {
      queryClient.setQueryData(fairnessKeys.state(), next);
      setDraft("");
      showToast({ tone: "success", message: t("seedSaved") });
    },
    onError: (error) => showToast({ tone: "error", message: errorMessage(error) }),
  });
  const rotate = useMutation({
    mutationFn: () => rotateSeed(api),
    onSuccess: (result) => {
      setRevealed(result.previous);
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.state() });
      onRotated?.();
      showToast({ tone: "success", message: t("rotated") });
    },
    onError: (error) => showToast({ tone: "error", message: errorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isClientSeed(draft);
    setInvalid(!ok);
    if (ok) save.mutate(draft);
  };

  return (
    <Card className="p-4" aria-labelledby="fairness-title">
      <h2 id="fairness-title" className="text-xs tracking-wide text-muted uppercase">
        {t("title")}
      </h2>
      {state.isError ? (
        <p className="mt-2 text-sm text-danger">{t("loadFailed")}</p>
      ) : state.data ? (
        <dl className="mt-2 grid gap-1 text-xs">
          <dt className="text-muted">{t("serverSeedHash")}</dt>
          <dd className="font-mono break-all text-ink" data-testid="server-seed-hash">
            {state.data.serverSeedHash}
          </dd>
          <dt className="text-muted">{t("clientSeed")}</dt>
          <dd className="font-mono break-all text-ink" data-testid="client-seed">
            {state.data.clientSeed}
          </dd>
          <dt className="text-muted">{t("nextNonce")}</dt>
          <dd className="font-mono text-ink" data-testid="next-nonce">
            {state.data.nonce}
          </dd>
        </dl>
      ) : null}
      <form className="mt-3 flex gap-2" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor="client-seed-input">
          {t("newSeed")}
        </label>
        <input
          id="client-seed-input"
          value={draft}
          maxLength={CLIENT_SEED_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("newSeed")}
          aria-invalid={invalid}
          className="min-w-0 flex-1 rounded-full border border-line bg-raised px-3 text-sm text-ink"
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t("set")}
        </Button>
      </form>
      {invalid ? <p className="mt-1 text-xs text-danger">{t("seedInvalid", CLIENT_SEED_LIMITS)}</p> : null}
      <Button
        variant="secondary"
        className="mt-3 w-full"
        loading={rotate.isPending}
        onClick={() => rotate.mutate()}
      >
        {t("rotate")}
      </Button>
      {revealed ? (
        <p className="mt-2 text-xs break-all text-muted" data-testid="revealed-seed">
          {richText(t("revealed"), {
            0: () => <span className="font-mono text-ink">{revealed.serverSeed}</span>,
          })}
        </p>
      ) : null}
    </Card>
  );
}
