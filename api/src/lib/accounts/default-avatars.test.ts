import { avatars, skins, userSkins } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { signInitData } from "../auth/telegram.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
  const art = { smallImageUrl: "/s.svg", bigImageUrl: "/b.svg", coverImageUrl: "/c.svg" } as const;
  await api.db.write(async (tx) => {
    await tx.insert(avatars).values([
      { id: 1, name: "Jade Dragon" },
      { id: 2, name: "White Tiger" },
    ]);
    await tx.insert(skins).values([
      {
        id: 1,
        slug: "jade-dragon",
        name: "Jade Dragon",
        avatarId: 1,
        type: "AVATAR",
        rarity: "COMMON",
        priceGems: 0,
        isDefaultSkin: true,
        ...art,
      },
      {
        id: 2,
        slug: "white-tiger",
        name: "White Tiger",
        avatarId: 2,
        type: "AVATAR",
        rarity: "COMMON",
        priceGems: 0,
        isDefaultSkin: true,
        ...art,
      },
      {
        id: 3,
        slug: "gold-tiger",
        name: "Gold Tiger",
        avatarId: 2,
        type: "SKIN",
        rarity: "EPIC",
        priceGems: 40,
        isDefaultSkin: false,
        ...art,
      },
    ]);
  });
});
afterAll(() => api.close());

const now = () => String(Math.floor(Date.now() / 1000));
const launch = (id: number) =>
  signInitData(
    {
      user: JSON.stringify({ id, first_name: "Jin", last_name: "Wu", username: `jin${id}` }),
      auth_date: now(),
    },
    BOT_TOKEN,
  );

async function miniAppSignIn(id: number) {
  const res = await api.request("POST", "/api/auth/telegram-miniapp", {
    headers: { authorization: `tma ${launch(id)}` },
  });
  expect(res.status).toBe(200);
  const token = res.body.access_token as string;
  const me = (await api.request("GET", "/api/users/me", { token })).body;
  return { ...me, avatars: await ownedAvatars(token) };
}

/** `GET /api/skins/me`: the avatars the welcome picker offers. */
async function ownedAvatars(token: string) {
  const res = await api.request("GET", "/api/skins/me", { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-cache");
  return res.body.skins as { id: number; name: string; avatarName: string; smallImage: { url: string } }[];
}

describe("a new player's avatars (the welcome picker's choices)", () => {
  it("a Telegram sign-up owns every free default avatar, with its Telegram nickname to edit", async () => {
    const me = await miniAppSignIn(7001);
    expect(me.nickname).toBe("jin7001");
    expect(me.equippedSkin).toBeNull();
    expect(me.avatars.map((a: { name: string }) => a.name)).toEqual(["Jade Dragon", "White Tiger"]);
  });

  it("an e-mail sign-up owns them too", async () => {
    const { token } = await api.signUp("avatars@example.com");
    expect((await ownedAvatars(token)).map((a) => a.id)).toEqual([1, 2]);
  });

  it("a Telegram player who had none gets them on the next launch, and only once", async () => {
    const first = await miniAppSignIn(7002);
    const dropOwned = () => api.db.write((tx) => tx.delete(userSkins).where(eq(userSkins.userId, first.id)));
    await dropOwned();
    const again = await miniAppSignIn(7002);
    expect(again.avatars).toHaveLength(2);
    // Owning any skin already: nothing more is handed out.
    await dropOwned();
    await api.db.write((tx) => tx.insert(userSkins).values({ userId: first.id, skinId: 3 }));
    const later = await miniAppSignIn(7002);
    expect(later.avatars.map((a: { id: number }) => a.id)).toEqual([3]);
  });
});
