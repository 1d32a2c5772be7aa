import { randomBytes } from "node:crypto";
import type { Handle } from "../queries/prepared.ts";
import { type NewUser, type User, users } from "../schema/users.ts";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Referral codes: `JV` + 8 unambiguous characters (no 0/O, 1/I). */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  let code = "JV";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

/**
 * Inserts a player with a fresh unique referral code (retrying on the rare collision). Balances start
 * at zero: grants go through the ledger.
 */
export async function insertUser(
  tx: Handle,
  values: Omit<NewUser, "referralCode" | "gems" | "coins">,
): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await tx
        .insert(users)
        .values({ ...values, referralCode: newReferralCode() })
        .returning();
      return rows[0]!;
    } catch (error) {
      if (attempt < 3 && /users\.referral_code/.test(String((error as Error)?.message ?? error))) continue;
      throw error;
    }
  }
}
