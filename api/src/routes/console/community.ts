import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import {
  airdropState,
  broadcastList,
  importInvestors,
  registrationsCsv,
} from "../../lib/console/community.ts";
import { flagTable, setFlagOverride } from "../../lib/console/flags.ts";
import { FLAG_NAMES, type FlagName } from "../../lib/flags.ts";
import {
  consoleAirdropsResponse,
  consoleBroadcastsResponse,
  consoleFlagsResponse,
  investorImportResponse,
  registrationsCsvResponse,
} from "../../lib/openapi/responses/console-community.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { clientIp } from "../../middleware/client-ip.ts";
import { consoleActor, requireConsole } from "../../middleware/console-auth.ts";
import { perOperatorLimit } from "./limits.ts";

const broadcastsQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** The largest investors CSV taken (characters). */
const INVESTOR_CSV_MAX = 1_000_000;
const importBody = z.strictObject({
  csv: z
    .string()
    .min(1)
    .max(INVESTOR_CSV_MAX)
    .describe(
      "The investors CSV, a header row first (bun run investors import's format). The API's request-body limit (64 KB: 413 PAYLOAD_TOO_LARGE) applies first",
    ),
  dryRun: z.boolean().describe("true: check and list the rows, write nothing"),
});
const flagBody = z.strictObject({
  name: z.enum(FLAG_NAMES as [FlagName, ...FlagName[]]),
  value: z
    .boolean()
    .nullable()
    .describe("The console's override; null clears it (back to FEATURE_FLAGS or the default)"),
  reason: z.string().trim().min(5).max(500),
});

/**
 * The console's community calls (docs/operations.md "The operator's console"): broadcasts and their
 * delivery, the NFT airdrop, the investors import (admin) and the feature flags (set by an admin).
 */
export const consoleCommunityRoutes = new Hono<AppEnv>()
  .get(
    "/broadcasts",
    doc("console", "Recent broadcasts and airdrop broadcasts with their delivery figures, newest first", {
      auth: "console",
      input: "query",
      response: consoleBroadcastsResponse,
    }),
    requireConsole("admin", "community"),
    validate("query", broadcastsQuery),
    async (c) => c.json(await broadcastList(c.get("deps"), c.req.valid("query"))),
  )
  .get(
    "/airdrops",
    doc("console", "The NFT airdrop: codes, guessing odds, registrations", {
      auth: "console",
      response: consoleAirdropsResponse,
    }),
    requireConsole("admin", "community"),
    async (c) => {
      const deps = c.get("deps");
      return c.json(await airdropState(deps, deps.now?.() ?? new Date()));
    },
  )
  .get(
    "/airdrops/registrations.csv",
    doc("console", "Every airdrop registration as CSV (text/csv, a header row; the answer is not JSON)", {
      auth: "console",
      response: registrationsCsvResponse,
    }),
    requireConsole("admin", "community"),
    async (c) =>
      c.body(await registrationsCsv(c.get("deps")), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="airdrop-registrations.csv"',
        "Cache-Control": "no-store",
      }),
  )
  .post(
    "/investors/import",
    doc("console", "Import investors from a CSV, all or nothing, or check it (dry run) (admin)", {
      auth: "console",
      input: "json",
      limited: true,
      response: investorImportResponse,
    }),
    requireConsole("admin"),
    perOperatorLimit("console-investors-import"),
    validate("json", importBody),
    async (c) =>
      c.json(await importInvestors(c.get("deps"), consoleActor(c), c.req.valid("json"), clientIp(c))),
  )
  .get(
    "/flags",
    doc("console", "The feature flags: default, FEATURE_FLAGS, the console's override, effective", {
      auth: "console",
      response: consoleFlagsResponse,
    }),
    requireConsole("admin", "community"),
    async (c) => c.json({ flags: await flagTable(c.get("deps")) }),
  )
  .post(
    "/flags",
    doc("console", "Set or clear a flag's console override (admin; a reason is required)", {
      auth: "console",
      input: "json",
      limited: true,
      response: consoleFlagsResponse,
    }),
    requireConsole("admin"),
    perOperatorLimit("console-flags"),
    validate("json", flagBody),
    async (c) =>
      c.json({
        flags: await setFlagOverride(c.get("deps"), consoleActor(c), c.req.valid("json"), clientIp(c)),
      }),
  );
