import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import type { Locale } from "../i18n/locales.ts";
import { users } from "../schema/users.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { insertUser } from "../users/insert.ts";
import {
  playerChat,
  recordTelegramLanguage,
  telegramLanguageOf,
  telegramPlayer,
  telegramPlayerLanguages,
} from "./players.ts";

// Telegram's language kept on the account (`users.telegram_language`, docs/i18n.md "Which language"): the
// bot's notifications read it after the player's own choice, since no update of theirs is at hand.
const dbOf = useTempDb("telegram-players");
let nextTelegramId = 9100;

async function player(values: { language?: Locale; telegramLanguage?: Locale; deleted?: boolean } = {}) {
  const telegramId = String(nextTelegramId++);
  const user = await dbOf().write((tx) =>
    insertUser(tx, {
      nickname: `tg-${telegramId}`,
      telegramId,
      language: values.language ?? null,
      telegramLanguage: values.telegramLanguage ?? null,
      deletedAt: values.deleted ? new Date() : null,
    }),
  );
  return { id: user.id, telegramId };
}

const recorded = async (id: number) =>
  (await dbOf().orm.select({ t: users.telegramLanguage }).from(users).where(eq(users.id, id)))[0]?.t;

/** The database, with its write transactions counted. */
function counting(db: Db) {
  let writes = 0;
  const counted: Db = {
    ...db,
    write: (fn) => {
      writes++;
      return db.write(fn);
    },
  };
  return { db: counted, writes: () => writes };
}

describe("telegramLanguageOf", () => {
  it("stores one of ours, null for a language we do not speak, and nothing learnt without a code", () => {
    expect(telegramLanguageOf("ru")).toBe("ru");
    expect(telegramLanguageOf("es-419")).toBe("es");
    expect(telegramLanguageOf("pt-br")).toBe("pt-BR");
    expect(telegramLanguageOf("in")).toBe("id");
    expect(telegramLanguageOf("de")).toBeNull();
    expect(telegramLanguageOf("")).toBeNull();
    expect(telegramLanguageOf(undefined)).toBeUndefined();
    expect(telegramLanguageOf(null)).toBeUndefined();
  });
});

describe("recordTelegramLanguage", () => {
  it("writes only when Telegram's language changes, and follows it when it does", async () => {
    const p = await player();
    const { db, writes } = counting(dbOf());
    expect(await recordTelegramLanguage(db, p.telegramId, null, "ru")).toBe(true);
    expect(await recordTelegramLanguage(db, p.telegramId, "ru", "ru-RU")).toBe(false);
    expect(writes()).toBe(1);
    expect(await recorded(p.id)).toBe("ru");
    // The player switched their Telegram to Spanish.
    expect(await recordTelegramLanguage(db, p.telegramId, "ru", "es")).toBe(true);
    expect(await recorded(p.id)).toBe("es");
    // No code in the update: nothing learnt, nothing written.
    expect(await recordTelegramLanguage(db, p.telegramId, "es", undefined)).toBe(false);
    expect(writes()).toBe(2);
    expect(await telegramPlayerLanguages(dbOf(), p.telegramId)).toEqual({
      language: null,
      telegramLanguage: "es",
    });
  });

  it("records null for a language we do not speak", async () => {
    const p = await player({ telegramLanguage: "ru" });
    expect(await recordTelegramLanguage(dbOf(), p.telegramId, "ru", "de")).toBe(true);
    expect(await recorded(p.id)).toBeNull();
    expect(await recordTelegramLanguage(dbOf(), p.telegramId, null, "de")).toBe(false);
  });

  it("writes nothing when another update recorded it first, nor for a deleted player or nobody", async () => {
    const p = await player({ telegramLanguage: "ar" });
    // Read as English before another update recorded Arabic: the write finds nothing to change.
    expect(await recordTelegramLanguage(dbOf(), p.telegramId, "en", "ar")).toBe(false);
    const gone = await player({ deleted: true });
    expect(await recordTelegramLanguage(dbOf(), gone.telegramId, null, "ru")).toBe(false);
    expect(await recorded(gone.id)).toBeNull();
    expect(await recordTelegramLanguage(dbOf(), 1, null, "ru")).toBe(false);
  });
});

describe("what the bot reads", () => {
  it("gives the saved choice and Telegram's language to the bot's commands and notifications", async () => {
    const p = await player({ language: "es", telegramLanguage: "ru" });
    expect(await telegramPlayer(dbOf(), p.telegramId)).toMatchObject({
      language: "es",
      telegramLanguage: "ru",
    });
    expect(await playerChat(dbOf(), p.id)).toMatchObject({
      telegramId: p.telegramId,
      language: "es",
      telegramLanguage: "ru",
    });
    const deleted = await player({ deleted: true });
    expect(await telegramPlayerLanguages(dbOf(), deleted.telegramId)).toBeUndefined();
  });
});
