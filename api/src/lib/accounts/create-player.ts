import type { Tx } from "@jadeverse/db/client";
import { ledger } from "@jadeverse/db/ledger";
import { grantDefaultAvatars } from "@jadeverse/db/users/default-avatars";
import { insertUser } from "@jadeverse/db/users/insert";
import type { NewUser, User } from "@jadeverse/db/users/user";
import { WELCOME_GRANT } from "./constants.ts";

type PlayerValues = Omit<NewUser, "referralCode" | "gems" | "coins" | "id">;

/**
 * Creates a player in the caller's transaction: the welcome grant through the ledger, and every
 * avatar's free default skin, so the welcome picker (docs/product/platform.md §2) has avatars to choose from.
 */
export async function createPlayer(tx: Tx, values: PlayerValues): Promise<User> {
  const user = await insertUser(tx, values);
  await ledger.apply(tx, {
    key: `welcome:${user.id}`,
    reason: "welcome-grant",
    changes: [
      { userId: user.id, currency: "gems", delta: WELCOME_GRANT.gems },
      { userId: user.id, currency: "coins", delta: WELCOME_GRANT.coins },
    ],
  });
  await grantDefaultAvatars(tx, user.id);
  return { ...user, gems: WELCOME_GRANT.gems, coins: WELCOME_GRANT.coins };
}
