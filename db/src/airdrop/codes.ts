import { createHmac, randomInt } from "node:crypto";
import { isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { AIRDROP_ALPHABET, AIRDROP_CODE_LENGTH } from "../enums/airdrop.ts";
import { airdropCodes } from "../schema/airdrop.ts";

export { AIRDROP_ALPHABET, AIRDROP_CODE_LENGTH } from "../enums/airdrop.ts";

export const AIRDROP_CODE_SPACE = AIRDROP_ALPHABET.length ** AIRDROP_CODE_LENGTH;

/** A code as typed (docs/product/economy.md §5: uppercased before it is sent), trimmed. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The stored form of a code: HMAC-SHA256 under the deployment's secret, hex. */
export const hashAirdropCode = (secret: string, code: string) =>
  createHmac("sha256", secret).update(normalizeCode(code)).digest("hex");

/** One random code (crypto-random, uniform over the alphabet). */
export const randomAirdropCode = () =>
  Array.from(
    { length: AIRDROP_CODE_LENGTH },
    () => AIRDROP_ALPHABET[randomInt(AIRDROP_ALPHABET.length)],
  ).join("");

/**
 * Makes `howMany` new codes in `batch` and answers them in plain text: the only time they exist
 * outside the cards they are printed on (the database keeps their hashes). A code equal to one that
 * exists already is drawn again.
 */
export async function generateAirdropCodes(
  db: Db,
  secret: string,
  howMany: number,
  batch: string,
): Promise<string[]> {
  if (!Number.isInteger(howMany) || howMany < 1 || howMany > 100_000)
    throw new RangeError("between 1 and 100,000 codes at a time");
  const made: string[] = [];
  while (made.length < howMany) {
    const wanted = new Map<string, string>();
    while (wanted.size < Math.min(howMany - made.length, 500)) {
      const code = randomAirdropCode();
      wanted.set(hashAirdropCode(secret, code), code);
    }
    const inserted = await db.write((tx) =>
      tx
        .insert(airdropCodes)
        .values([...wanted.keys()].map((codeHash) => ({ codeHash, batch })))
        .onConflictDoNothing()
        .returning({ codeHash: airdropCodes.codeHash }),
    );
    for (const { codeHash } of inserted) made.push(wanted.get(codeHash) as string);
  }
  return made;
}

/** Codes not used yet (the "live codes" of the odds in docs/vesting-and-airdrop.md). */
export async function liveAirdropCodes(db: Db): Promise<number> {
  return db.orm.$count(airdropCodes, isNull(airdropCodes.usedAt));
}
