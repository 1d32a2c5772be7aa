import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../../../bot/test/bot-api-stand-in.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { createTelegramApi } from "../../lib/telegram/client.ts";

let api: TestApi;
let telegram: BotApiStandIn;
let player: TestPlayer;
let other: TestPlayer;
const spins: { spinId: number; rewardType: string; rewardLabel: string }[] = [];

beforeAll(async () => {
  telegram = await startBotApiStandIn();
  telegram.handle("savePreparedInlineMessage", () => ({
    id: `prep-${Date.now()}`,
    expiration_date: 1_900_000_000,
  }));
  api = await startTestApi({ BOT_USERNAME: "jadeverse_test_bot" });
  api.deps.telegram = {
    webhook: null,
    api: createTelegramApi({ token: telegram.token, apiRoot: telegram.apiRoot }),
  };
  await seedWheelFixture(api);
  [player, other] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
  await api.db.write((tx) =>
    tx.update(users).set({ telegramId: "987654321" }).where(eq(users.id, player.userId)),
  );
  await grantGems(api, player.userId, 1_000_000);
  // Item prizes are rare on the seeded wheel; this wheel's operator made them common.
  await api.db.execute("UPDATE wheel_sections SET weight = weight * 1000 WHERE type = 'nft'");

  // Spin until the player has won an item and also had a spin that did not.
  for (let i = 0; i < 300 && !(has("nft") && spins.some((s) => s.rewardType !== "nft")); i++) {
    const res = await api.request("POST", "/api/wheel/spin", { token: player.token });
    expect(res.status).toBe(200);
    spins.push(res.body.data);
  }
});
afterAll(async () => {
  telegram.close();
  await api.close();
});

function has(type: string) {
  return spins.some((s) => s.rewardType === type);
}
const share = (token: string, spinId: number) =>
  api.request("POST", "/api/share/win", { token, body: { spinId } });

describe("POST /api/share/win", () => {
  it("prepares an item win as a Telegram message whose button carries the player's referral code", async () => {
    const win = spins.find((s) => s.rewardType === "nft");
    expect(win).toBeDefined();
    const res = await share(player.token, win!.spinId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preparedMessageId: expect.stringMatching(/^prep-/),
      expiresAt: "2030-03-17T17:46:40.000Z",
    });
    const [code] = (
      await api.db.orm.select({ c: users.referralCode }).from(users).where(eq(users.id, player.userId))
    ).map((r) => r.c);
    const call = telegram.callsTo("savePreparedInlineMessage").at(-1);
    expect(call).toMatchObject({
      user_id: 987654321,
      allow_user_chats: true,
      result: {
        type: "article",
        input_message_content: { message_text: expect.stringContaining(win!.rewardLabel) },
        reply_markup: { inline_keyboard: [[{ url: `https://t.me/jadeverse_test_bot?startapp=${code}` }]] },
      },
    });
  });

  it("refuses a spin that won no item, someone else's spin, and a player without Telegram", async () => {
    const miss = spins.find((s) => s.rewardType !== "nft")!;
    expect((await share(player.token, miss.spinId)).body.error.code).toBe("NOTHING_TO_SHARE");
    const win = spins.find((s) => s.rewardType === "nft")!;
    const stranger = await share(other.token, win.spinId);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe("SPIN_NOT_FOUND");
    await grantGems(api, other.userId, 1_000);
    const own = await api.request("POST", "/api/wheel/spin", { token: other.token });
    const res = await share(other.token, own.body.data.spinId);
    expect(res.body.error.code).toBe(
      own.body.data.rewardType === "nft" ? "TELEGRAM_ACCOUNT_REQUIRED" : "NOTHING_TO_SHARE",
    );
  });

  it("needs a session and a valid spin id; answers 503 without a bot", async () => {
    expect((await api.request("POST", "/api/share/win", { body: { spinId: 1 } })).status).toBe(401);
    expect((await share(player.token, -1)).body.error.code).toBe("VALIDATION_ERROR");
    const saved = api.deps.telegram;
    api.deps.telegram = { webhook: null, api: null };
    try {
      expect((await share(player.token, 1)).status).toBe(503);
    } finally {
      api.deps.telegram = saved;
    }
  });
});
