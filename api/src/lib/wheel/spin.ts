import type { Db, Tx } from "@jadeverse/db/client";
import { RARITIES, type Rarity } from "@jadeverse/db/enums/catalog";
import { isUniqueViolation } from "@jadeverse/db/errors";
import { liveSeedFor, takeNonce } from "@jadeverse/db/fairness/seeds";
import { ledger } from "@jadeverse/db/ledger";
import type { Handle } from "@jadeverse/db/queries/prepared";
import { grantItem } from "@jadeverse/db/store/inventory";
import { itemName, prizeItemOfRarity } from "@jadeverse/db/wheel/prizes";
import { recordSectionTable, type WheelSection, wheelSectionList } from "@jadeverse/db/wheel/sections";
import { findSpinByRequestKey, insertSpin, type WheelSpin } from "@jadeverse/db/wheel/spins";
import { errorText } from "../errors/texts.ts";
import { notFound } from "../errors.ts";
import { draw } from "../fairness/float-stream.ts";
import { nativeHmacSha256 } from "../fairness/native-hmac.ts";
import { freshSeedPair } from "../fairness/service.ts";
import { weightedPick } from "../fairness/weighted-pick.ts";
import { ITEM_REWARD_VALUE, SPIN_DEBIT_REASON, SPIN_PRIZE_REASON } from "./constants.ts";
import { wheelBaseCost } from "./settings.ts";
import { sectionTableOf } from "./table.ts";

/** docs/product/economy.md §3's spin result plus the fields a verifier needs. */
export interface SpinResult {
  spinId: number;
  cost: number;
  rewardType: WheelSection["type"];
  rewardValue: number;
  rewardLabel: string;
  provenanceHash: string;
  gameItemId: number | null;
  nftInstanceId: number | null;
  itemRarity: Rarity | null;
  sectionId: number;
  position: number;
  theme: WheelSection["theme"];
  coinsAmount: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  sectionTableHash: string;
}

const asRarity = (value: string | null): Rarity | null =>
  value !== null && (RARITIES as readonly string[]).includes(value) ? (value as Rarity) : null;

interface Prize {
  rewardValue: number;
  rewardLabel: string;
  itemId: number | null;
  userItemId: number | null;
  itemRarity: Rarity | null;
}

/** Pays the drawn section: coins through the ledger, an item of its rarity into the inventory, or nothing. */
async function payPrize(tx: Tx, userId: number, section: WheelSection, betKey: string): Promise<Prize> {
  if (section.type === "coins") {
    await ledger.apply(tx, {
      key: `${betKey}:prize`,
      reason: SPIN_PRIZE_REASON,
      reference: betKey,
      changes: [{ userId, currency: "coins", delta: section.coinsAmount }],
    });
    return {
      rewardValue: section.coinsAmount,
      rewardLabel: section.label,
      itemId: null,
      userItemId: null,
      itemRarity: null,
    };
  }
  if (section.type === "nft") {
    const rarity = asRarity(section.itemRarity);
    if (!rarity) throw new Error(`wheel: section ${section.id} has no valid item rarity`);
    const item =
      section.itemId !== null
        ? { id: section.itemId, name: (await itemName(tx, section.itemId)) ?? section.label }
        : await prizeItemOfRarity(tx, rarity);
    if (!item) throw new Error(`wheel: no item of rarity ${rarity} to grant`);
    const userItemId = await grantItem(tx, userId, item.id, "wheel");
    return {
      rewardValue: ITEM_REWARD_VALUE,
      rewardLabel: item.name,
      itemId: item.id,
      userItemId,
      itemRarity: rarity,
    };
  }
  return { rewardValue: 0, rewardLabel: section.label, itemId: null, userItemId: null, itemRarity: null };
}

/** A recorded spin as the spin call answered it (a retry under the same `Idempotency-Key`). */
function answerOf(spin: WheelSpin, sections: readonly WheelSection[]): SpinResult {
  const section = sections.find((s) => s.position === spin.position);
  return {
    spinId: spin.id,
    cost: spin.cost,
    rewardType: spin.rewardType,
    rewardValue: spin.rewardValue,
    rewardLabel: spin.rewardLabel,
    provenanceHash: spin.provenanceHash,
    gameItemId: spin.itemId,
    nftInstanceId: spin.userItemId,
    itemRarity: spin.itemRarity,
    sectionId: section?.id ?? spin.position + 1,
    position: spin.position,
    theme: spin.theme,
    coinsAmount: spin.coinsAmount,
    nonce: spin.nonce,
    clientSeed: spin.clientSeed,
    serverSeedHash: spin.serverSeedHash,
    sectionTableHash: spin.sectionTableHash,
  };
}

async function earlierSpin(db: Db | Tx, userId: number, requestKey: string | undefined) {
  if (!requestKey) return undefined;
  const handle: Handle = "orm" in db ? db.orm : db;
  const spin = await findSpinByRequestKey(handle, userId, requestKey);
  return spin && answerOf(spin, await wheelSectionList(handle));
}

/**
 * One spin (`spinOnce`), retry-safe: with a client `Idempotency-Key` a retried request answers the
 * spin already made under it and charges nothing. Two copies racing on a server (sqld) end with
 * one spin: the loser's transaction is rolled back by the unique key and answers the winner's spin.
 */
export async function spinWheel(
  db: Db,
  userId: number,
  requestKey?: string,
  options: SpinOptions = {},
): Promise<SpinResult> {
  const earlier = await earlierSpin(db, userId, requestKey);
  if (earlier) return earlier;
  try {
    return await spinOnce(db, userId, requestKey, options);
  } catch (error) {
    const winner = isUniqueViolation(error, "wheel_spins", ["user_id", "request_key"])
      ? await earlierSpin(db, userId, requestKey)
      : undefined;
    if (winner) return winner;
    throw error;
  }
}

/** A spin the player does not pay for: the Gold pass's weekly chest (lib/wheel/gold-chest.ts). */
export interface SpinOptions {
  free?: boolean;
}

/**
 * One spin, in one write transaction: take the player's next nonce, debit the cost through the
 * ledger (refused without enough gems, and the nonce is not consumed), draw the section from
 * HMAC(serverSeed, `${clientSeed}:${nonce}:0`) by the weighted pick, pay the prize and record the
 * spin with its nonce, seeds' public parts and the hash of the section table it was drawn from.
 */
async function spinOnce(
  db: Db,
  userId: number,
  requestKey: string | undefined,
  options: SpinOptions,
): Promise<SpinResult> {
  return db.write(async (tx) => {
    const earlier = await earlierSpin(tx, userId, requestKey);
    if (earlier) return earlier;
    const sections = await wheelSectionList(tx);
    if (sections.length === 0) throw notFound("NOT_FOUND", errorText("wheelNotConfigured"));
    const cost = options.free ? 0 : await wheelBaseCost(tx);
    const table = sectionTableOf(sections);
    await recordSectionTable(tx, table.hash, table.canonical);

    const seed = await liveSeedFor(tx, userId, freshSeedPair);
    const nonce = await takeNonce(tx, seed.id);
    const betKey = `wheel:${userId}:${seed.id}:${nonce}`;
    if (cost > 0)
      await ledger.apply(tx, {
        key: betKey,
        reason: SPIN_DEBIT_REASON,
        reference: betKey,
        changes: [{ userId, currency: "gems", delta: -cost }],
      });

    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
    const {
      floats: [float],
      provenanceHash,
    } = draw(seeds, 1, nativeHmacSha256);
    const section = weightedPick(sections, float as number);
    const prize = await payPrize(tx, userId, section, betKey);
    const spinId = await insertSpin(tx, {
      userId,
      cost,
      position: section.position,
      rewardType: section.type,
      theme: section.theme,
      coinsAmount: section.coinsAmount,
      rewardValue: prize.rewardValue,
      rewardLabel: prize.rewardLabel,
      itemRarity: prize.itemRarity,
      itemId: prize.itemId,
      userItemId: prize.userItemId,
      seedId: seed.id,
      nonce,
      clientSeed: seed.clientSeed,
      serverSeedHash: seed.serverSeedHash,
      provenanceHash,
      sectionTableHash: table.hash,
      requestKey: requestKey ?? null,
    });
    return {
      spinId,
      cost,
      rewardType: section.type,
      rewardValue: prize.rewardValue,
      rewardLabel: prize.rewardLabel,
      provenanceHash,
      gameItemId: prize.itemId,
      nftInstanceId: prize.userItemId,
      itemRarity: prize.itemRarity,
      sectionId: section.id,
      position: section.position,
      theme: section.theme,
      coinsAmount: section.coinsAmount,
      nonce,
      clientSeed: seed.clientSeed,
      serverSeedHash: seed.serverSeedHash,
      sectionTableHash: table.hash,
    };
  });
}
