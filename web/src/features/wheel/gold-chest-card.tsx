import { goldChestOpenResponse, goldChestStatusResponse } from "@jadeverse/api/client/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { type ApiClient, errorMessage, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useMsUntil } from "../daily-bonus/countdown.ts";
import { racesMessages } from "../races/messages.ts";
import { raceTimeLeft } from "../races/race-text.ts";
import { type WheelTranslate, wheelMessages } from "./messages.ts";
import { wheelKeys } from "./wheel-queries.ts";
import { coinsText } from "./wheel-rules.ts";

const chestKey = [...wheelKeys.all, "gold-chest"] as const;

/** The coins a coin section's label stands for ("500", "1.5K"), for the plural of its words. */
const labelAmount = (label: string): number =>
  Number.parseFloat(label) * (/k$/i.test(label.trim()) ? 1_000 : 1);

/** What a chest gave, in words: a coin section's label is its amount. */
export const chestPrize = (t: WheelTranslate, type: string, label: string): string =>
  type === "coins" ? coinsText(t, label, labelAmount(label)) : label;

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
  const t = useMessages(wheelMessages);
  // The time left reads as the monthly race's countdown does ("3d 04h 09m"), in the player's language.
  const raceT = useMessages(racesMessages);
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
        {t("chestTitle")}
      </h2>
      {!data.eligible ? (
        <>
          <p className="text-sm text-muted">{t("chestPitch")}</p>
          <Link to="/dashboard/settings?tab=payment" className="text-sm font-semibold text-jade underline">
            {t("getGoldPass")}
          </Link>
        </>
      ) : data.openedThisWeek ? (
        <p className="text-sm" data-testid="gold-chest-opened">
          {richText(t("chestOpened"), {
            0: () => (
              <span className="font-semibold">
                {data.last ? chestPrize(t, data.last.rewardType, data.last.rewardLabel) : ""}
              </span>
            ),
            1: () => <span className="font-semibold tabular-nums">{raceTimeLeft(msLeft, raceT)}</span>,
          })}
        </p>
      ) : (
        <Button loading={open.isPending} onClick={() => open.mutate()}>
          {t("openChest")}
        </Button>
      )}
      {open.data ? (
        <Notice tone="success">
          {t(open.data.rewardType === "none" ? "chestNoPrize" : "chestWon", {
            prize: chestPrize(t, open.data.rewardType, open.data.rewardLabel),
          })}
        </Notice>
      ) : null}
      {open.error ? <Notice tone="error">{errorMessage(open.error)}</Notice> : null}
    </Card>
  );
}
