import { AIRDROP_REWARD } from "@jadeverse/db/enums/airdrop";
import { z } from "zod";

/** `POST /api/private-reward-airdrop/register`: the registration (docs/product/economy.md §2 success modal). */
export const airdropRegisterResponse = z.strictObject({
  data: z.strictObject({
    status: z.literal("Registered"),
    solanaWalletAddress: z.string(),
    reward: z.literal(AIRDROP_REWARD),
    registeredAt: z.iso.datetime(),
  }),
});
export type AirdropRegistrationView = z.infer<typeof airdropRegisterResponse>["data"];
