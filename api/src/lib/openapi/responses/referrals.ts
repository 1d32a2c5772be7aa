import { z } from "zod";
import { isoDateTime } from "./common.ts";

/** docs/product/economy.md §3 "Referral statistics" (api/src/lib/referrals/statistics.ts). */
export const referralStatisticsResponse = z
  .strictObject({
    totalReferrals: z.number().int().min(0).describe("Players who signed up with the caller's code"),
    verifiedReferrals: z.number().int().min(0).describe("Of them, those whose referral bonus was paid"),
    pendingReferrals: z.number().int().min(0).describe("Of them, those not verified yet"),
    earnings: z.strictObject({
      totalGemsEarned: z.number().int().min(0).describe("Sum of the referral bonuses the ledger paid"),
    }),
    conversionRate: z
      .number()
      .min(0)
      .max(100)
      .describe("Verified out of all referrals, percent, one decimal"),
    recentReferrals: z
      .array(
        z.strictObject({
          id: z.number().int(),
          nickname: z.string().nullable(),
          registeredAt: isoDateTime,
          isVerified: z.boolean(),
        }),
      )
      .describe("The newest referred players first"),
  })
  .meta({ id: "ReferralStatistics" });
