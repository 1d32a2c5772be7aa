import type { BotJobKind, BotJobStatus } from "@jadeverse/db/broadcasts/jobs";
import type { InvestorRow } from "@jadeverse/db/vesting/import";
import { z } from "zod";
import { FLAG_NAMES } from "../../flags.ts";

const JOB_KINDS = ["broadcast", "airdrop"] as const satisfies readonly BotJobKind[];
/** A listed job's status (drafts are not listed). */
const JOB_STATUSES = ["running", "paused", "cancelled", "done"] as const satisfies readonly BotJobStatus[];
const INVESTOR_TYPES = ["private", "public", "team"] as const satisfies readonly InvestorRow["type"][];

const when = z.string().nullable();
const count = z.number().int().min(0);

/** `GET /api/console/community/broadcasts`. */
export const consoleBroadcastsResponse = z.strictObject({
  broadcasts: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.enum(JOB_KINDS).describe("`airdrop`: an airdrop broadcast (credits, then a message)"),
      status: z.enum(JOB_STATUSES),
      createdBy: z.string().describe("The community manager's Telegram id"),
      createdAt: z.string(),
      startedAt: when,
      finishedAt: when,
      preview: z
        .string()
        .describe("The message's first 80 characters on one line (`[photo]` for a bare photo)"),
      airdrop: z.string().nullable().describe("What an airdrop gives each player (`100 gems`, `item #12`)"),
      recipients: count.describe("Players in the job's snapshot"),
      sent: count,
      failed: count,
      blockedBot: count.describe("Recipients who blocked the bot (Telegram answered 403)"),
      pending: count.describe("Not attempted yet (or in flight)"),
      uncertain: count.describe("In flight when a worker stopped: perhaps delivered, never sent again"),
      muted: count.describe("Muted the bot: credited by an airdrop, not messaged"),
      lastSentAt: when,
      rate: z
        .number()
        .nullable()
        .describe("Messages delivered per second over the run (start to end, or to the latest delivery)"),
    }),
  ),
});

const registration = z.strictObject({
  id: z.number().int(),
  solanaWalletAddress: z.string(),
  batch: z.string(),
  registeredAt: z.string(),
  sentAt: when,
});

/** `GET /api/console/community/airdrops`. */
export const consoleAirdropsResponse = z.strictObject({
  open: z.boolean().describe("Codes are accepted now (AIRDROP_CODE_SECRET set, AIRDROP_ENDS_AT not passed)"),
  endsAt: when,
  codes: z.strictObject({ live: count, used: count, total: count }),
  odds: z.strictObject({
    codeSpace: z.number().int(),
    ceilingPerHour: z.number().int(),
    perAddressPerDay: z.number().int(),
    perWalletPerDay: z.number().int(),
    perPlayerPerDay: z.number().int(),
    whenSlowedPerDay: z.number().int(),
    table: z.array(
      z.strictObject({
        addresses: z.number().int().describe("A guesser's client addresses (IPv4 or IPv6 /64)"),
        guessesPerDay: z.number().int(),
        chances: z.array(
          z.strictObject({
            days: z.number().int(),
            chance: z.number().min(0).max(1).describe("Of hitting a live code within that many days"),
            text: z.string().describe("The chance as docs/vesting-and-airdrop.md writes it (`0.42 %`)"),
          }),
        ),
      }),
    ),
  }),
  registrations: z.strictObject({ count, newest: z.array(registration) }),
});

/** `GET /api/console/community/airdrops/registrations.csv`: the body is text/csv, not JSON. */
export const registrationsCsvResponse = z
  .string()
  .describe(
    "text/csv (RFC 4180, CRLF lines): a header row `registration,solana_wallet_address,batch,registered_at,sent_at`, then every registration oldest first",
  );

/** `POST /api/console/community/investors/import`. */
export const investorImportResponse = z.strictObject({
  dryRun: z.boolean(),
  imported: z.boolean().describe("The rows were written (a real run of a file without problems)"),
  rows: z.array(
    z.strictObject({
      type: z.enum(INVESTOR_TYPES),
      evmWalletAddress: z.string().nullable(),
      solanaWalletAddress: z.string().nullable(),
      tokenAmount: z.string(),
      roundPriceUsd: z.number(),
      totalInvested: z.number(),
      cliffMonths: z.number().int(),
      vestingMonths: z.number().int(),
      unlockAtTge: z.string(),
      action: z
        .enum(["add", "update"])
        .describe("`update`: the wallet belongs to an investor of that type on file"),
    }),
  ),
  errors: z.array(
    z.strictObject({
      line: z.number().int().describe("1 is the header row"),
      message: z.string(),
    }),
  ),
  inserted: count,
  updated: count,
});

/** `GET` and `POST /api/console/community/flags`. */
export const consoleFlagsResponse = z.strictObject({
  flags: z.array(
    z.strictObject({
      name: z.enum(FLAG_NAMES as [string, ...string[]]),
      default: z.boolean(),
      env: z.boolean().nullable().describe("This deployment's FEATURE_FLAGS override (null: none)"),
      console: z.boolean().nullable().describe("An admin's console override (null: none)"),
      effective: z.boolean().describe("What GET /api/public-config serves: default, then env, then console"),
    }),
  ),
});
