import { generateAirdropCodes } from "@jadeverse/db/airdrop/codes";
import { controlJob } from "@jadeverse/db/broadcasts/jobs";
import { investors } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../../../bot/test/bot-api-stand-in.ts";
import { createRunningJob, spawnWorker, waitForJobStatus } from "../../../../bot/test/broadcast-harness.ts";
import { insertPlayers } from "../../../../bot/test/broadcast-players.ts";
import { signInOperator } from "../../../test/console-operator.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";

// The console's Community area (docs/operations.md "The operator's console"): broadcasts and their
// delivery, the NFT airdrop, the investors import and the feature flags.
const SECRET = "community-test-airdrop-secret-0123456789";
const BASE = "/api/console/community";
let api: TestApi;
let telegram: BotApiStandIn;
let document: any;
let clock = new Date("2026-11-29T12:00:00Z");
const clockControl = {
  epoch: () => Math.floor(clock.getTime() / 1000),
  tick: (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  },
};
const people: Record<string, { token: string; userId: number }> = {};
const consoleToken: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({
    CONSOLE_ADMINS: "admin@example.com",
    CONSOLE_SUPPORT: "support@example.com",
    CONSOLE_COMMUNITY: "community@example.com",
    AIRDROP_CODE_SECRET: SECRET,
    FEATURE_FLAGS: "favorites=true",
  });
  api.deps.now = () => clock;
  telegram = await startBotApiStandIn();
  for (const name of ["admin", "support", "community", "player"])
    people[name] = await api.signUp(`${name}@example.com`);
  for (const name of ["admin", "support", "community"])
    consoleToken[name] = (await signInOperator(api, people[name]!.token, clockControl)).console;
  document = (await api.request("GET", "/api/openapi.json")).body;
}, 30_000);
afterAll(async () => {
  telegram?.close();
  await api?.close();
});

const as = (who: string) => consoleToken[who] ?? people[who]!.token;
const call = (who: string, method: string, path: string, body?: unknown) =>
  api.request(method, `${BASE}${path}`, { token: as(who), ...(body === undefined ? {} : { body }) });

const HEADER =
  "type,evmWalletAddress,solanaWalletAddress,tokenAmount,roundPriceUsd,totalInvested,cliffMonths,vestingMonths,unlockAtTge";
const EVM_A = `0x${"A11cE".repeat(8)}`;
const EVM_B = `0x${"b0b".repeat(13)}b`;
const SOL_TEAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const investorRows = async () => (await api.db.orm.select().from(investors)).length;

describe("roles", () => {
  it("refuses support and a player every community call (403), community the admin's actions", async () => {
    const everything = [
      ["GET", "/broadcasts"],
      ["GET", "/airdrops"],
      ["GET", "/airdrops/registrations.csv"],
      ["POST", "/investors/import", { csv: `${HEADER}\n`, dryRun: true }],
      ["GET", "/flags"],
      ["POST", "/flags", { name: "search", value: true, reason: "trying it out" }],
    ] as const;
    for (const who of ["support", "player"])
      for (const [method, path, body] of everything) {
        const res = await call(who, method, path, body);
        expect([who, path, res.status, res.body.error?.code]).toEqual([who, path, 403, "FORBIDDEN"]);
      }
    const csv = await call("support", "GET", "/airdrops/registrations.csv");
    expectDocumented(document, "get", `${BASE}/airdrops/registrations.csv`, csv);
    for (const [method, path, body] of everything.filter(([method]) => method === "POST")) {
      const res = await call("community", method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
    }
    // Without a console sign-in: asked for one.
    const anonymous = await api.request("GET", `${BASE}/broadcasts`);
    expect(anonymous.status).toBe(401);
  });
});

describe("broadcasts", () => {
  it("lists broadcasts newest first with sent, failed, blocked-bot and pending figures and the rate, as the real worker left them", async () => {
    const players = await insertPlayers(api.db, 5, () => ({}), "CM");
    const long = `Big news,\n\n  the ${"very ".repeat(30)}long announcement`;
    const delivered = await createRunningJob(api.db, {
      segment: { kind: "all" },
      content: { text: long },
    });
    expect(delivered.recipients).toBe(5);
    const paused = await createRunningJob(api.db, {
      kind: "airdrop",
      segment: { kind: "all" },
      content: { text: "🎁 50 coins for you" },
      airdrop: { kind: "currency", currency: "coins", amount: 50 },
    });
    expect(await controlJob(api.db, paused.jobId, "pause")).not.toBeNull();
    // Delivery through the real job worker against the Bot API stand-in: the first player's message
    // fails (400), the second player has blocked the bot (403).
    telegram.failNext("sendMessage", {
      kind: "error",
      code: 400,
      description: "Bad Request: chat not found",
    });
    telegram.blockChat(Number(players[1]!.telegramId));
    const worker = await spawnWorker(telegram, api.dbUrl, { leaseMs: 2_000 });
    try {
      await waitForJobStatus(api.db, delivered.jobId, "done", 20_000);
    } finally {
      await worker.stop();
    }

    const res = await call("community", "GET", "/broadcasts");
    expectDocumented(document, "get", `${BASE}/broadcasts`, res);
    const list = res.body.broadcasts as any[];
    expect(list.map((b) => b.id)).toEqual([paused.jobId, delivered.jobId]);
    const [airdrop, broadcast] = list;
    expect(broadcast).toMatchObject({
      kind: "broadcast",
      status: "done",
      createdBy: "777",
      recipients: 5,
      sent: 3,
      failed: 1,
      blockedBot: 1,
      pending: 0,
      uncertain: 0,
      muted: 0,
    });
    expect(broadcast.preview).toMatch(/^Big news, the very very .*…$/);
    expect(broadcast.preview.length).toBeLessThanOrEqual(80);
    expect(broadcast.startedAt).not.toBeNull();
    expect(broadcast.finishedAt).not.toBeNull();
    expect(broadcast.rate).toBeGreaterThan(0);
    expect(airdrop).toMatchObject({
      kind: "airdrop",
      status: "paused",
      preview: "🎁 50 coins for you",
      airdrop: "50 coins",
      recipients: 5,
      sent: 0,
      pending: 5,
      startedAt: null,
      rate: null,
    });
    // Paging: before the newest.
    const older = await call("admin", "GET", `/broadcasts?before=${paused.jobId}&limit=5`);
    expect(older.body.broadcasts.map((b: { id: number }) => b.id)).toEqual([delivered.jobId]);
  }, 60_000);
});

describe("the NFT airdrop", () => {
  it("shows codes, odds and registrations, and exports every registration as CSV", async () => {
    await generateAirdropCodes(api.db, SECRET, 4, 'cards, "first" run');
    const [code] = await generateAirdropCodes(api.db, SECRET, 1, "second");
    const wallet = "So11111111111111111111111111111111111111112";
    const registered = await api.request("POST", "/api/private-reward-airdrop/register", {
      body: { solanaWalletAddress: wallet, password: code },
    });
    expect(registered.status).toBe(201);

    const res = await call("community", "GET", "/airdrops");
    expectDocumented(document, "get", `${BASE}/airdrops`, res);
    expect(res.body).toMatchObject({
      open: true,
      endsAt: null,
      codes: { live: 4, used: 1, total: 5 },
      odds: { codeSpace: 33_554_432, ceilingPerHour: 6, perAddressPerDay: 10 },
      registrations: { count: 1, newest: [{ solanaWalletAddress: wallet, batch: "second", sentAt: null }] },
    });
    const oneAddress = res.body.odds.table[0];
    expect(oneAddress).toMatchObject({ addresses: 1, guessesPerDay: 10 });
    expect(oneAddress.chances.map((c: { days: number }) => c.days)).toEqual([14, 30, 90]);
    expect(oneAddress.chances[0].chance).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain(code);

    const csv = await call("admin", "GET", "/airdrops/registrations.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const lines = (csv.body as string).split("\r\n");
    expect(lines[0]).toBe("registration,solana_wallet_address,batch,registered_at,sent_at");
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${wallet},second,\\d{4}-\\d\\d-\\d\\dT[^,]+Z,$`));
    expect(lines.slice(2)).toEqual([""]);
    expect(csv.body).not.toContain(code);
  });

  it("quotes a field holding a comma or a quote", async () => {
    const [code] = await generateAirdropCodes(api.db, SECRET, 1, 'cards, "first" run');
    const wallet = "11111111111111111111111111111111";
    const registered = await api.request("POST", "/api/private-reward-airdrop/register", {
      body: { solanaWalletAddress: wallet, password: code },
    });
    expect(registered.status).toBe(201);
    const csv = await call("community", "GET", "/airdrops/registrations.csv");
    expect(csv.body).toContain(`,${wallet},"cards, ""first"" run",`);
  });
});

describe("the investors import", () => {
  it("checks a file in a dry run, writing nothing: bad rows by line, good rows listed", async () => {
    const before = await investorRows();
    const bad = await call("admin", "POST", "/investors/import", {
      csv: [
        HEADER,
        `private,${EVM_A},,1000,0.008,8,6,18,5.00`,
        `public,0x1234,,1000,0.012,12,0,6,20.00`,
      ].join("\n"),
      dryRun: true,
    });
    expectDocumented(document, "post", `${BASE}/investors/import`, bad);
    expect(bad.body).toMatchObject({ dryRun: true, imported: false, inserted: 0, updated: 0 });
    expect(bad.body.errors).toEqual([{ line: 3, message: "evmWalletAddress is not an EVM address" }]);
    expect(bad.body.rows).toHaveLength(1);

    const good = [
      HEADER,
      `private,${EVM_A},,2500000,0.008,20000,6,18,5.00`,
      `team,,${SOL_TEAM},15000000,0,0,12,24,0.00`,
    ].join("\r\n");
    const dry = await call("admin", "POST", "/investors/import", { csv: good, dryRun: true });
    expect(dry.body).toMatchObject({ dryRun: true, imported: false, errors: [], inserted: 0, updated: 0 });
    expect(dry.body.rows).toEqual([
      {
        type: "private",
        evmWalletAddress: EVM_A,
        solanaWalletAddress: null,
        tokenAmount: "2500000",
        roundPriceUsd: 0.008,
        totalInvested: 20000,
        cliffMonths: 6,
        vestingMonths: 18,
        unlockAtTge: "5.00",
        action: "add",
      },
      expect.objectContaining({ type: "team", solanaWalletAddress: SOL_TEAM, action: "add" }),
    ]);
    expect(await investorRows()).toBe(before);
  });

  it("imports a clean file all at once, audited; a file with a bad row imports nothing", async () => {
    const before = await investorRows();
    const good = [
      HEADER,
      `private,${EVM_A.toLowerCase()},,2500000,0.008,20000,6,18,5.00`,
      `public,${EVM_B},,416667,0.012,5000,0,6,20.00`,
    ].join("\n");
    const done = await call("admin", "POST", "/investors/import", { csv: good, dryRun: false });
    expectDocumented(document, "post", `${BASE}/investors/import`, done);
    expect(done.body).toMatchObject({ dryRun: false, imported: true, errors: [], inserted: 2, updated: 0 });
    expect(await investorRows()).toBe(before + 2);
    // On file now: the same wallet again is an update.
    const again = await call("admin", "POST", "/investors/import", { csv: good, dryRun: true });
    expect(again.body.rows.map((r: { action: string }) => r.action)).toEqual(["update", "update"]);

    const mixed = `${HEADER}\nteam,,${SOL_TEAM},1000,0,0,12,24,0.00\nteam,,not-a-key,1000,0,0,12,24,0.00\n`;
    const refused = await call("admin", "POST", "/investors/import", { csv: mixed, dryRun: false });
    expect(refused.body).toMatchObject({ dryRun: false, imported: false, inserted: 0, updated: 0 });
    expect(refused.body.errors).toEqual([{ line: 3, message: "solanaWalletAddress is not a Solana key" }]);
    expect(await investorRows()).toBe(before + 2);

    const log = await api.request("GET", "/api/console/audit?target=investors", { token: as("admin") });
    expect(log.body.entries.map((e: any) => [e.action, e.outcome, e.after])).toEqual([
      ["investors.import", "refused", { rows: 2, problems: 1 }],
      ["investors.import", "done", { rows: 2, inserted: 2, updated: 0 }],
    ]);
    expect(log.body.entries[1].actorUserId).toBe(people.admin!.userId);
  });

  it("refuses a CSV that is not a string or a missing dryRun (400)", async () => {
    const res = await call("admin", "POST", "/investors/import", { csv: HEADER });
    expect([res.status, res.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
  });
});

describe("feature flags at runtime", () => {
  const publicFlags = async () => (await api.request("GET", "/api/public-config")).body.flags;
  const row = (flags: any[], name: string) => flags.find((f) => f.name === name);

  it("shows each flag's default, env override, console override and effective value", async () => {
    const res = await call("community", "GET", "/flags");
    expectDocumented(document, "get", `${BASE}/flags`, res);
    expect(row(res.body.flags, "search")).toEqual({
      name: "search",
      default: false,
      env: null,
      console: null,
      effective: false,
    });
    expect(row(res.body.flags, "favorites")).toEqual({
      name: "favorites",
      default: false,
      env: true,
      console: null,
      effective: true,
    });
  });

  it("an admin turns a flag on for everyone (public-config at once), clears it back to the default, audited", async () => {
    expect((await publicFlags()).search).toBe(false);
    const noReason = await call("admin", "POST", "/flags", { name: "search", value: true, reason: "" });
    expect([noReason.status, noReason.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    const unknown = await call("admin", "POST", "/flags", {
      name: "serach",
      value: true,
      reason: "typo test",
    });
    expect(unknown.status).toBe(400);

    const on = await call("admin", "POST", "/flags", {
      name: "search",
      value: true,
      reason: "search launch",
    });
    expectDocumented(document, "post", `${BASE}/flags`, on);
    expect(row(on.body.flags, "search")).toMatchObject({ console: true, effective: true });
    expect((await publicFlags()).search).toBe(true);
    // The console's override wins over the deployment's.
    await call("admin", "POST", "/flags", { name: "favorites", value: false, reason: "favourites broken" });
    expect(await publicFlags()).toMatchObject({ search: true, favorites: false });

    const cleared = await call("admin", "POST", "/flags", {
      name: "search",
      value: null,
      reason: "search back to the default",
    });
    expect(row(cleared.body.flags, "search")).toEqual({
      name: "search",
      default: false,
      env: null,
      console: null,
      effective: false,
    });
    expect(await publicFlags()).toMatchObject({ search: false, favorites: false });
    await call("admin", "POST", "/flags", { name: "favorites", value: null, reason: "fixed again" });
    expect((await publicFlags()).favorites).toBe(true);
    const read = await call("community", "GET", "/flags");
    expect(read.body.flags.every((f: { console: null }) => f.console === null)).toBe(true);

    const log = await api.request("GET", "/api/console/audit?target=flag:search", { token: as("admin") });
    expect(log.body.entries.map((e: any) => [e.action, e.before, e.after, e.reason])).toEqual([
      [
        "flags.set",
        { console: true, effective: true },
        { console: null, effective: false },
        "search back to the default",
      ],
      ["flags.set", { console: null, effective: false }, { console: true, effective: true }, "search launch"],
    ]);
  });
});
