import { goldChestOpenResponse, goldChestStatusResponse } from "@jadeverse/api/client/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { type ApiClient, errorMessage, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useMsUntil } from "../daily-bonus/countdown.ts";
import { raceTimeLeft } from "../races/race-text.ts";
import { wheelKeys } from "./wheel-queries.ts";

const chestKey = [...wheelKeys.all, "gold-chest"] as const;

/** What a chest gave, in words: a coin section's label is its amount. */
export const chestPrize = (type: string, label: string) => (type === "coins" ? `${label} coins` : label);

const chestQuery = (api: ApiClient) => ({
  queryKey: chestKey,
  queryFn: async () => goldChestStatusResponse.parse(await unwrap(api.api.wheel["gold-chest"].$get())),
  staleTime: 0,
});

/**
 * The Gold pass's weekly chest (docs/passes.md "The Gold chest") beside the wheel, in both shells: a
 * free spin once a week, drawn with the player's provably fair seeds; what this week's gave and when
 * the next is ready; for everyone else, how to get it.
 */
export function GoldChestCard() {
  const { api, haptic } = usePlatform();
  const queryClient = useQueryClient();
  const status = useQuery(chestQuery(api));
  const open = useMutation({
    mutationFn: async () =>
      goldChestOpenResponse.parse(await unwrap(api.api.wheel["gold-chest"].$post())).data,
    onSuccess: () => {
      haptic("success");
      void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const msLeft = useMsUntil(status.data?.openedThisWeek ? status.data.nextChestAt : null);
  const data = status.data;
  if (!data) return null;
  return (
    <Card
      as="section"
      aria-labelledby="gold-chest-heading"
      className="flex flex-col gap-2 border-gold/50 p-4"
    >
      <h2 id="gold-chest-heading" className="font-display text-base font-semibold text-gold">
        Weekly Gold chest
      </h2>
      {!data.eligible ? (
        <>
          <p className="text-sm text-muted">Gold pass holders open a free chest every week: one free spin.</p>
          <Link to="/dashboard/settings?tab=payment" className="text-sm font-semibold text-jade underline">
            Get the Gold pass
          </Link>
        </>
      ) : data.openedThisWeek ? (
        <p className="text-sm" data-testid="gold-chest-opened">
          This week's chest gave{" "}
          <span className="font-semibold">
            {data.last ? chestPrize(data.last.rewardType, data.last.rewardLabel) : ""}
          </span>
          . Next chest in <span className="font-semibold tabular-nums">{raceTimeLeft(msLeft)}</span>.
        </p>
      ) : (
        <Button loading={open.isPending} onClick={() => open.mutate()}>
          Open your Gold chest
        </Button>
      )}
      {open.data ? (
        <Notice tone="success">
          {open.data.rewardType === "none" ? "No prize this time: " : "You won "}
          {chestPrize(open.data.rewardType, open.data.rewardLabel)}. Drawn with your seeds: verify it in your
          spin history.
        </Notice>
      ) : null}
      {open.error ? <Notice tone="error">{errorMessage(open.error)}</Notice> : null}
    </Card>
  );
}
