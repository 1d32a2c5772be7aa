/** argon2id through Bun's native implementation (OWASP parameters: 19 MiB, 2 iterations). */
export const hashPassword = (password: string): Promise<string> =>
  Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19_456, timeCost: 2 });

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    // Spend comparable time so a missing account is not distinguishable by timing.
    await Bun.password.verify(password, DUMMY_HASH).catch(() => false);
    return false;
  }
  return Bun.password.verify(password, hash).catch(() => false);
}

const DUMMY_HASH = await hashPassword("jadeverse-timing-equaliser");
