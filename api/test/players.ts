import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { sessions } from "@jadeverse/db/schema";
import { insertUser } from "@jadeverse/db/users/insert";
import { randomToken, sha256Hex } from "../src/lib/crypto.ts";
import type { TestApi } from "./harness.ts";

export interface TestPlayer {
  userId: number;
  token: string;
}

/**
 * Many signed-in players at once, straight into the database (no argon2 per player): rows and a live
 * session each, in one transaction. For load and race tests of signed-in routes.
 */
export async function createPlayers(
  api: Pick<TestApi, "db">,
  count: number,
  access: { hasBetaAccess?: boolean; isDemo?: boolean; termsAccepted?: boolean } = { hasBetaAccess: true },
): Promise<TestPlayer[]> {
  const expiresAt = new Date(Date.now() + 3_600_000);
  return api.db.write(async (tx) => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const user = await insertUser(tx, {
        nickname: `player-${i}`,
        hasBetaAccess: access.hasBetaAccess ?? false,
        isDemo: access.isDemo ?? false,
        // Players past onboarding: the Terms accepted with 18+ (docs/security.md "18+").
        ...(access.termsAccepted === false
          ? {}
          : { termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() }),
      });
      const token = randomToken();
      await tx
        .insert(sessions)
        .values({ userId: user.id, tokenHash: sha256Hex(token), kind: "password", expiresAt });
      players.push({ userId: user.id, token });
    }
    return players;
  });
}
