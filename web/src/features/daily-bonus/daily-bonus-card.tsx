import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { formatWhole } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Notice } from "../../ui/notice.tsx";
import { countdownText, useMsUntil } from "./countdown.ts";
import { claimDailyBonus, dailyBonusKeys, dailyBonusQuery } from "./daily-bonus-queries.ts";
import { dailyBonusMessages } from "./messages.ts";
import { ReminderSwitch } from "./reminder-switch.tsx";

/**
 * The daily bonus (docs/daily-bonus.md), on the web dashboard and the Mini App's home alike: the
 * streak's days with what each pays, today's claim, or the countdown to the next one (UTC midnight).
 */
export function DailyBonusCard() {
  const platform = usePlatform();
  const t = useMessages(dailyBonusMessages);
  const queryClient = useQueryClient();
  const status = useQuery(dailyBonusQuery(platform.api));
  const claim = useMutation({
    mutationFn: () => claimDailyBonus(platform.api),
    onSuccess: () => {
      platform.haptic("success");
      void queryClient.invalidateQueries({ queryKey: dailyBonusKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: dailyBonusKeys.all }),
  });
  const data = status.data;
  const msLeft = useMsUntil(data?.claimedToday ? data.nextClaimAt : null);
  // Midnight UTC came: the next bonus is ready.
  const { refetch } = status;
  useEffect(() => {
    if (data?.claimedToday && msLeft === 0) void refetch();
  }, [data?.claimedToday, msLeft, refetch]);
  if (!data) return null;
  const shownStreak = data.claimedToday ? data.streak : data.nextStreak - 1;
  return (
    <Card as="section" aria-labelledby="daily-bonus-heading" className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="daily-bonus-heading" className="font-display text-lg font-semibold">
          {t("title")}
          {data.multiplier > 1 ? (
            <span className="ms-2 rounded-full border border-gold/50 px-2 py-0.5 align-middle text-xs text-gold">
              {t("passMultiplier", { multiplier: data.multiplier })}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-muted" data-testid="daily-bonus-streak">
          {shownStreak > 0
            ? t("streak", { streak: String(shownStreak), count: shownStreak })
            : t("buildStreak")}
        </p>
      </div>
      <ol aria-label={t("coinsByDay")} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {data.table.map((coins, i) => {
          const day = i + 1;
          const last = day === data.table.length;
          const done = day <= shownStreak || (last && shownStreak >= day);
          const next = !data.claimedToday && Math.min(data.nextStreak, data.table.length) === day;
          return (
            <li
              key={day}
              aria-current={next ? "step" : undefined}
              className={`flex flex-col items-center gap-1 rounded-xl border p-2 text-xs ${
                next ? "border-gold bg-gold/10" : done ? "border-jade/50 bg-jade/10" : "border-line bg-raised"
              }`}
            >
              <span className="text-muted">{t(last ? "dayAndAfter" : "day", { day })}</span>
              <span className="flex items-center gap-1 font-semibold">
                <CurrencyIcon currency="coins" className="size-3.5" />
                {formatWhole(coins)}
              </span>
              <span className="sr-only">{done ? t("claimed") : next ? t("today") : ""}</span>
            </li>
          );
        })}
      </ol>
      {data.claimedToday ? (
        <p className="text-sm">
          {richText(
            t("nextBonus", {
              coins: formatWhole(data.nextCoins),
              count: data.nextCoins,
              day: data.nextStreak,
            }),
            {
              0: () => (
                <span className="font-semibold tabular-nums" data-testid="daily-bonus-countdown">
                  {countdownText(msLeft)}
                </span>
              ),
            },
          )}
        </p>
      ) : (
        <Button loading={claim.isPending} onClick={() => claim.mutate()}>
          {t("claim", { coins: formatWhole(data.nextCoins), count: data.nextCoins })}
        </Button>
      )}
      {claim.data ? (
        <Notice tone="success">
          {t("claimedNotice", {
            coins: formatWhole(claim.data.coins),
            count: claim.data.coins,
            day: claim.data.streak,
          })}
        </Notice>
      ) : null}
      {claim.error ? <Notice tone="error">{errorMessage(claim.error)}</Notice> : null}
      <ReminderSwitch />
    </Card>
  );
}
