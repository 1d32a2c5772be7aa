import {
  bonusReminderResponse,
  dailyBonusClaimResponse,
  dailyBonusStatusResponse,
} from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of the daily bonus. */
export const dailyBonusKeys = {
  all: ["daily-bonus"] as const,
  status: () => [...dailyBonusKeys.all, "status"] as const,
  reminders: () => [...dailyBonusKeys.all, "reminders"] as const,
};

/** `GET /api/daily-bonus`: claimed today or not, the streak, the next claim, the table. */
export const dailyBonusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: dailyBonusKeys.status(),
    queryFn: async () => dailyBonusStatusResponse.parse(await unwrap(api.api["daily-bonus"].$get())),
  });

/** `POST /api/daily-bonus/claim`. */
export const claimDailyBonus = async (api: ApiClient) =>
  dailyBonusClaimResponse.parse(await unwrap(api.api["daily-bonus"].claim.$post()));

/** `GET /api/daily-bonus/reminders`: whether the bot reminds the player (a Telegram account needed). */
export const bonusReminderQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: dailyBonusKeys.reminders(),
    queryFn: async () => bonusReminderResponse.parse(await unwrap(api.api["daily-bonus"].reminders.$get())),
  });

/** `PUT /api/daily-bonus/reminders`. */
export const setBonusReminder = async (api: ApiClient, on: boolean) =>
  bonusReminderResponse.parse(await unwrap(api.api["daily-bonus"].reminders.$put({ json: { on } })));
