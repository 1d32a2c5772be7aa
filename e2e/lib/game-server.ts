import { type APIRequestContext, expect } from "@playwright/test";

/** The game servers' shared secret the e2e platform runs with (e2e/serve.ts `GAME_SERVER_SECRET`). */
export const E2E_GAME_SERVER_SECRET = "e2e-game-server-secret-0123456789";

export interface Round {
  gameType: string;
  metricType: "bet" | "win" | "lose" | "draw";
  coinsAmount?: number;
  gemsAmount?: number;
}

/** Reports rounds for a player as a game server does (`POST /api/v1/metric`, the one recording path). */
export async function reportRounds(request: APIRequestContext, userId: number, rounds: Round[]) {
  for (const [index, round] of rounds.entries()) {
    const response = await request.post("/api/v1/metric", {
      headers: { "x-game-server-secret": E2E_GAME_SERVER_SECRET },
      data: { userId, roundId: `e2e-${userId}-${index}-${Date.now()}`, ...round },
    });
    expect(response.status(), `POST /api/v1/metric ${JSON.stringify(round)}`).toBe(201);
  }
}
