import { CONSOLE_ROLES } from "@jadeverse/db/enums/console";
import { z } from "zod";

const when = z.string().nullable();

export const enrolmentResponse = z.strictObject({
  secret: z.string().describe("The TOTP secret (base32), for an authenticator app that cannot scan"),
  uri: z.string().describe("The otpauth:// URI, shown as a QR code"),
});

export const recoveryCodesResponse = z.strictObject({
  recoveryCodes: z
    .array(z.string())
    .describe("Ten single-use codes, shown this once (only their hashes are kept)"),
});

export const consoleSessionResponse = z.strictObject({
  token: z.string().describe("The console token: `Authorization: Bearer <token>` on console calls"),
  role: z.enum(CONSOLE_ROLES),
  expiresAt: z.string(),
});

export const consoleMeResponse = z.strictObject({
  userId: z.number().int(),
  email: z.string().nullable(),
  role: z.enum(CONSOLE_ROLES),
});

export const playerSearchResponse = z.strictObject({
  players: z.array(
    z.strictObject({
      id: z.number().int(),
      email: z.string().nullable(),
      nickname: z.string().nullable(),
      telegramId: z.string().nullable(),
      gems: z.number().int(),
      coins: z.number().int(),
      createdAt: when,
      deletedAt: when,
    }),
  ),
});

export const playerFileResponse = z.strictObject({
  player: z.strictObject({
    id: z.number().int(),
    email: z.string().nullable(),
    nickname: z.string().nullable(),
    telegramId: z.string().nullable(),
    walletAddress: z.string().nullable(),
    referralCode: z.string(),
    gems: z.number().int(),
    coins: z.number().int(),
    hasBetaAccess: z.boolean(),
    termsAcceptedAt: when,
    breakKind: z.string().nullable(),
    breakUntil: when,
    lockedAt: when.describe("When an operator locked the account; null: not locked"),
    createdAt: when,
    deletedAt: when,
  }),
  ledger: z.array(
    z.strictObject({
      id: z.number().int(),
      currency: z.string(),
      delta: z.number().int(),
      balanceAfter: z.number().int(),
      reason: z.string(),
      reference: z.string().nullable(),
      createdAt: when,
    }),
  ),
  orders: z.array(
    z.strictObject({
      id: z.number().int(),
      rail: z.string(),
      status: z.string(),
      gems: z.number().int(),
      amount: z.string(),
      currency: z.string(),
      createdAt: when,
    }),
  ),
  sessions: z
    .array(
      z.strictObject({
        id: z.number().int(),
        kind: z.string().describe("password, telegram, miniapp or demo"),
        userAgent: z.string().nullable(),
        createdAt: when,
        expiresAt: when,
      }),
    )
    .describe("The player's live sessions, newest first"),
  rounds: z
    .array(
      z.strictObject({
        id: z.number().int(),
        game: z.string(),
        wager: z.number().int().describe("Every coin staked in the round"),
        payout: z.number().int().describe("Every coin paid back (0 while open)"),
        currency: z.literal("coins"),
        status: z.enum(["open", "settled"]),
        createdAt: when,
        settledAt: when,
      }),
    )
    .describe("The newest 20 game rounds (instant games)"),
});

export const adjustmentResponse = z.strictObject({
  applied: z.boolean().describe("False when this key adjusted already (nothing changed again)"),
  currency: z.enum(["gems", "coins"]),
  balance: z.number().int(),
});

export const auditResponse = z.strictObject({
  entries: z.array(
    z.strictObject({
      id: z.number().int(),
      at: z.string(),
      actorUserId: z.number().int().nullable(),
      actorRole: z.string().nullable(),
      action: z.string(),
      target: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      reason: z.string().nullable(),
      outcome: z.enum(["done", "refused"]),
      address: z.string().nullable(),
    }),
  ),
});
