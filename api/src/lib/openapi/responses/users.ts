import { BREAK_KINDS, TUTORIAL_STEPS } from "@jadeverse/db/enums/users";
import { GAME_TYPES } from "@jadeverse/db/game-types";
import { LOCALES } from "@jadeverse/db/i18n/locales";
import { z } from "zod";
import { isoDateTime } from "./common.ts";

const image = z.strictObject({ url: z.string() });

/** The signed-in player (api/src/lib/users/present.ts, docs/product/platform.md §3 / docs/product/economy.md §3). */
export const userResponse = z
  .object({
    id: z.number().int(),
    nickname: z.string().nullable(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    pendingEmail: z
      .string()
      .nullable()
      .describe("An address the player is moving to, until confirmed from it"),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    country: z.string().nullable(),
    gemsAmount: z.number().int().min(0),
    coinsAmount: z.number().int().min(0),
    level: z.number().int().min(1),
    vip: z.number().int(),
    hasBetaAccess: z.boolean(),
    isDemo: z.boolean(),
    identityLocked: z.boolean(),
    tutorialStep: z.enum(TUTORIAL_STEPS).nullable(),
    /** The language the player chose in Settings; null: never chosen (docs/i18n.md). */
    language: z.enum(LOCALES).nullable(),
    referralCode: z.string(),
    walletAddress: z.string().nullable(),
    /** The TON wallet proven with `ton_proof` (raw form `0:<hex>`). */
    tonAddress: z.string().nullable(),
    telegram: z.strictObject({ id: z.string(), username: z.string().nullable() }).nullable(),
    photoUrl: z.string().nullable(),
    avatar: z.number().int().nullable(),
    equippedSkin: z.strictObject({ id: z.number().int(), name: z.string(), smallImage: image }).nullable(),
    termsAccepted: z
      .boolean()
      .describe(
        "The player accepted the current Terms and confirmed 18+; until then play and buying are refused",
      ),
    createdAt: isoDateTime,
  })
  .meta({ id: "User" });

/** `GET /api/skins/me` (docs/product/platform.md §7): the skins a player owns, the avatars they can pick. */
export const ownedAvatarsResponse = z
  .strictObject({
    skins: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        avatarId: z.number().int(),
        avatarName: z.string(),
        smallImage: image,
      }),
    ),
  })
  .meta({ id: "OwnedAvatars" });

export const profileUpdateResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  user: userResponse,
});

export const xpResponse = z.strictObject({
  xp: z.number().int().min(0),
  level: z.number().int().min(1),
  title: z.string(),
  xpToNextLevel: z.number().int().min(0),
  nextLevelXP: z.number().int().min(0),
});

const gameFigures = z.strictObject({
  totalPlays: z.number().int(),
  totalWins: z.number().int(),
  winRate: z.number(),
  coinsWagered: z.number().int(),
  coinsWon: z.number().int(),
  gemsWagered: z.number().int(),
  gemsWon: z.number().int(),
  playTime: z.number().int(),
  sessions: z.number().int(),
});

export const gameStatisticsResponse = z.strictObject({
  gameStatistics: z.record(z.enum(GAME_TYPES), gameFigures),
  favoriteGame: z.strictObject({ gameType: z.enum(GAME_TYPES) }).nullable(),
});

export const userStatisticsResponse = z.strictObject({
  totalGamesPlayed: z.number().int(),
  totalCoinsWagered: z.number().int(),
  totalCoinsWon: z.number().int(),
  totalGemsWagered: z.number().int(),
  totalGemsWon: z.number().int(),
  maxGemsOwned: z.number().int(),
  highestRewardEarnedCoins: z.number().int(),
  totalGamesWon: z.number().int(),
  playTime: z.strictObject({
    totalSecondsPlayed: z.number().int(),
    averageSessionLength: z.number().int(),
    totalSessions: z.number().int(),
  }),
});

export { pixelStreamingResponse } from "./streaming.ts";

/** `POST /api/users/me/terms`: the player after accepting. */
export const termsAcceptedResponse = z.strictObject({ user: userResponse });

/** `GET` and `POST /api/users/me/break`: the break the player is taking, or null. */
export const breakResponse = z.strictObject({
  break: z
    .strictObject({ kind: z.enum(BREAK_KINDS), until: isoDateTime })
    .nullable()
    .describe("Play, the wheel, purchases and swaps are paused until it ends (a permanent one: 9999-12-31)"),
});
