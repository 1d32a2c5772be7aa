/**
 * The baseline of docs/architecture.md §7's spin bar: a wheel spin's write transaction written by hand on the
 * synchronous libsql driver with prepared statements, back to back on one seeded file. The same
 * statements `POST /api/wheel/spin` runs (api/src/lib/wheel/spin.ts, without an Idempotency-Key), in
 * one BEGIN IMMEDIATE … COMMIT:
 *
 *   sections in position order; the wheel setting; record the section table (already there: a no-op);
 *   the player's live seed; take its nonce; debit the cost through the ledger (first-entry check,
 *   conditional update, ledger row); draw the section from HMAC_SHA256(serverSeed,
 *   `${clientSeed}:${nonce}:0`) by the weighted pick; pay the prize (coins through the ledger the same
 *   way, an item into the inventory, or nothing); insert the spin.
 *
 * What the bare side leaves out is what the API adds around the same writes: HTTP, routing, the
 * session, validation, query building, the section table's hash, the answer's JSON.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Connection from "libsql";
import { weightedPick } from "../../api/src/lib/fairness/weighted-pick.ts";
import { createDb } from "../../db/src/client.ts";
import { ledger } from "../../db/src/ledger.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { users } from "../../db/src/schema/users.ts";
import { seedDatabase } from "../../db/src/seed/index.ts";
import { formatOps, medianBy, type OpsResult, timed } from "./ops.ts";

interface Section {
  id: number;
  position: number;
  type: "coins" | "nft" | "none";
  theme: string;
  coins_amount: number;
  label: string;
  weight: number;
  item_rarity: string | null;
  item_id: number | null;
}

/** The first float of a provably fair stream: bytes 0–3 of the round-0 HMAC (docs/architecture.md §5). */
function firstFloat(serverSeed: string, clientSeed: string, nonce: number): { float: number; hex: string } {
  const bytes = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const float =
    (bytes[0] as number) / 256 +
    (bytes[1] as number) / 256 ** 2 +
    (bytes[2] as number) / 256 ** 3 +
    (bytes[3] as number) / 256 ** 4;
  return { float, hex: bytes.toString("hex") };
}

/** The hand-written spin on its own connection to `path` (a migrated, seeded file with the player). */
function bareSpin(path: string, userId: number, tableHash: string, tableCanonical: string) {
  const connection = new Connection(path);
  connection.exec("PRAGMA busy_timeout = 5000");
  connection.exec("PRAGMA synchronous = NORMAL");
  connection.exec("PRAGMA foreign_keys = ON");
  const q = {
    begin: connection.prepare("BEGIN IMMEDIATE"),
    commit: connection.prepare("COMMIT"),
    rollback: connection.prepare("ROLLBACK"),
    sections: connection.prepare("select * from wheel_sections order by position"),
    setting: connection.prepare("select value from platform_settings where key = 'wheel'"),
    recordTable: connection.prepare(
      "insert into wheel_section_tables (hash, canonical) values (?, ?) on conflict do nothing",
    ),
    liveSeed: connection.prepare(
      "select * from fairness_seeds where user_id = ? and revealed_at is null limit 1",
    ),
    takeNonce: connection.prepare(
      "update fairness_seeds set next_nonce = next_nonce + 1 where id = ? and revealed_at is null returning next_nonce",
    ),
    firstEntry: connection.prepare("select id from ledger_entries where idempotency_key = ? limit 1"),
    addGems: connection.prepare(
      "update users set gems = gems + ?, max_gems_owned = max(max_gems_owned, gems + ?) " +
        "where id = ? and deleted_at is null and gems + ? >= 0 returning gems",
    ),
    addCoins: connection.prepare(
      "update users set coins = coins + ? where id = ? and deleted_at is null and coins + ? >= 0 returning coins",
    ),
    entry: connection.prepare(
      "insert into ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key) " +
        "values (?, ?, ?, ?, ?, ?, ?)",
    ),
    itemName: connection.prepare("select name from items where id = ?"),
    itemOfRarity: connection.prepare(
      "select id, name from items where rarity = ? order by purchasable, id limit 1",
    ),
    grantItem: connection.prepare(
      "insert into user_items (user_id, item_id, source) values (?, ?, 'wheel') returning id",
    ),
    insertSpin: connection.prepare(
      "insert into wheel_spins (user_id, cost, position, reward_type, theme, coins_amount, reward_value, " +
        "reward_label, item_rarity, item_id, user_item_id, seed_id, nonce, client_seed, server_seed_hash, " +
        "provenance_hash, section_table_hash, request_key) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
    ),
  };
  /** Ledger-shaped change: replay check, conditional update, ledger row. */
  const change = (
    currency: "gems" | "coins",
    delta: number,
    key: string,
    reason: string,
    reference: string,
  ) => {
    if (q.firstEntry.get([`${key}#0`])) throw new Error("replayed ledger key");
    const row = (
      currency === "gems"
        ? q.addGems.get([delta, delta, userId, delta])
        : q.addCoins.get([delta, userId, delta])
    ) as Record<string, number> | undefined;
    if (!row) throw new Error(`not enough ${currency}`);
    q.entry.run([userId, currency, delta, row[currency], reason, reference, `${key}#0`]);
  };
  const run = () => {
    q.begin.run();
    try {
      const sections = q.sections.all() as Section[];
      const setting = q.setting.get() as { value: string } | undefined;
      const cost = setting ? (JSON.parse(setting.value) as { baseCost: number }).baseCost : 1;
      q.recordTable.run([tableHash, tableCanonical]);
      const seed = q.liveSeed.get([userId]) as {
        id: number;
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
      };
      const nonce = (q.takeNonce.get([seed.id]) as { next_nonce: number }).next_nonce - 1;
      const betKey = `wheel:${userId}:${seed.id}:${nonce}`;
      change("gems", -cost, betKey, "wheel-spin", betKey);
      const draw = firstFloat(seed.server_seed, seed.client_seed, nonce);
      const section = weightedPick(sections, draw.float);
      let rewardValue = 0;
      let rewardLabel = section.label;
      let itemId: number | null = null;
      let userItemId: number | null = null;
      if (section.type === "coins") {
        change("coins", section.coins_amount, `${betKey}:prize`, "wheel-prize", betKey);
        rewardValue = section.coins_amount;
      } else if (section.type === "nft") {
        const item =
          section.item_id !== null
            ? { id: section.item_id, ...(q.itemName.get([section.item_id]) as { name: string }) }
            : (q.itemOfRarity.get([section.item_rarity]) as { id: number; name: string });
        itemId = item.id;
        rewardLabel = item.name;
        rewardValue = 1;
        userItemId = (q.grantItem.get([userId, item.id]) as { id: number }).id;
      }
      q.insertSpin.get([
        userId,
        cost,
        section.position,
        section.type,
        section.theme,
        section.coins_amount,
        rewardValue,
        rewardLabel,
        section.type === "nft" ? section.item_rarity : null,
        itemId,
        userItemId,
        seed.id,
        nonce,
        seed.client_seed,
        seed.server_seed_hash,
        draw.hex,
        tableHash,
        null,
      ]);
      q.commit.run();
    } catch (error) {
      q.rollback.run();
      throw error;
    }
  };
  return { run, close: () => connection.close() };
}

export interface BareSpinResult extends OpsResult {
  runsOpsPerSecond: number[];
}

/**
 * Seeds a temp file (catalog and wheel), makes a funded player with a live seed and the wheel's
 * section table already recorded (as on a live server, where recording it again is a no-op), then
 * times the bare transaction: one warm-up and `rounds` runs of `seconds`; the median by throughput.
 */
export async function benchBareSpin(options: {
  seconds: number;
  rounds: number;
  warmup: number;
  log: (line: string) => void;
}): Promise<BareSpinResult> {
  const dir = mkdtempSync(join(tmpdir(), "jv-bench-spin-"));
  const path = join(dir, "spin.db");
  const db = await createDb({ url: `file:${path}` });
  let bare: ReturnType<typeof bareSpin> | undefined;
  let userId = 0;
  try {
    await migrateDb(db);
    await seedDatabase(db, { leaderboardPlayers: 0 });
    const [player] = await db.write((tx) =>
      tx.insert(users).values({ referralCode: "BENCHBARE", nickname: "bare" }).returning({ id: users.id }),
    );
    if (!player) throw new Error("no bench player");
    userId = player.id;
    await ledger.run(db, {
      key: "bench:fund",
      reason: "bench",
      changes: [{ userId, currency: "gems", delta: 1_000_000_000 }],
    });
  } finally {
    db.close();
  }
  try {
    const setup = new Connection(path);
    const sections = setup.prepare("select * from wheel_sections order by position").all() as Section[];
    if (sections.length === 0) throw new Error("the seed made no wheel sections");
    const canonical = JSON.stringify(sections);
    const tableHash = createHash("sha256").update(canonical).digest("hex");
    setup
      .prepare("insert into wheel_section_tables (hash, canonical) values (?, ?)")
      .run([tableHash, canonical]);
    const serverSeed = randomBytes(32).toString("hex");
    setup
      .prepare(
        "insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed) values (?, ?, ?, ?)",
      )
      .run([userId, serverSeed, createHash("sha256").update(serverSeed).digest("hex"), "bench-client-seed"]);
    setup.close();

    bare = bareSpin(path, userId, tableHash, canonical);
    const runs: OpsResult[] = [];
    let next = 0;
    if (options.warmup > 0) {
      const r = await timed(bare.run, options.warmup, next);
      next += r.ops;
      options.log(`  warm-up  bare spin  ${formatOps(r)}`);
    }
    for (let round = 1; round <= options.rounds; round++) {
      const r = await timed(bare.run, options.seconds, next);
      next += r.ops;
      runs.push(r);
      options.log(`  round ${round}  bare spin  ${formatOps(r)}`);
    }
    return { ...medianBy(runs), runsOpsPerSecond: runs.map((r) => r.opsPerSecond) };
  } finally {
    bare?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
