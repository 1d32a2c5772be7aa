import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASS_PERIOD_SECONDS } from "../enums/passes.ts";
import type { RefundAtTelegram } from "../payments/stars.ts";
import { passSubscriptions } from "../schema/passes.ts";
import { users } from "../schema/users.ts";
import { seedCatalog } from "../seed/seed-catalog.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { insertUser } from "../users/insert.ts";
import { passById } from "./catalog.ts";
import { checkPassPreCheckout, isPassPayload, recordStarCharge, refundStarPassCharge } from "./stars.ts";
import { heldPass, openSubscription } from "./subscriptions.ts";

// The Stars rail of season passes (docs/passes.md): the first period's pre-checkout check, each
// charge recorded once by its charge id, and a community manager's refund of one period.
const dbOf = useTempDb("pass-stars");
const NOW = new Date("2026-11-10T10:00:00Z");
let nextTelegramId = 7001;

beforeAll(() => dbOf().write((tx) => seedCatalog(tx)));

async function pending(passId: number, telegram = true) {
  const telegramId = nextTelegramId++;
  const user = await dbOf().write((tx) =>
    insertUser(tx, { nickname: `tg-${telegramId}`, ...(telegram ? { telegramId: String(telegramId) } : {}) }),
  );
  const pass = (await passById(dbOf().orm, passId))!;
  const opened = await openSubscription(dbOf(), { userId: user.id, pass, rail: "stars", now: NOW });
  if (!("subscription" in opened)) throw new Error("refused");
  return { telegramId, userId: user.id, sub: opened.subscription };
}

const query = (
  p: Awaited<ReturnType<typeof pending>>,
  changes: Partial<{ telegramId: number; currency: string; totalAmount: number }> = {},
) => ({
  telegramId: p.telegramId,
  currency: "XTR",
  totalAmount: p.sub.amount,
  invoicePayload: p.sub.reference,
  ...changes,
});

const pay = (p: Awaited<ReturnType<typeof pending>>, chargeId: string, at = NOW) =>
  recordStarCharge(
    dbOf(),
    { invoicePayload: p.sub.reference, currency: "XTR", totalAmount: p.sub.amount, chargeId },
    at,
  );

describe("checkPassPreCheckout", () => {
  it("says yes to the subscriber for exactly the price, and names every reason to refuse", async () => {
    const p = await pending(2);
    expect(await isPassPayload(dbOf(), p.sub.reference)).toBe(true);
    expect(await isPassPayload(dbOf(), "a-gem-order")).toBe(false);
    expect(await checkPassPreCheckout(dbOf(), query(p), NOW)).toBeNull();
    expect(await checkPassPreCheckout(dbOf(), { ...query(p), invoicePayload: "nope" }, NOW)).toBe("unknown");
    expect(await checkPassPreCheckout(dbOf(), query(p, { telegramId: 1 }), NOW)).toBe("notYours");
    expect(await checkPassPreCheckout(dbOf(), query(p, { totalAmount: p.sub.amount + 1 }), NOW)).toBe(
      "priceChanged",
    );
    expect(await checkPassPreCheckout(dbOf(), query(p, { currency: "USD" }), NOW)).toBe("priceChanged");
    const later = new Date(NOW.getTime() + 3_600_000);
    await dbOf().write((tx) => tx.update(users).set({ breakUntil: later }).where(eq(users.id, p.userId)));
    expect(await checkPassPreCheckout(dbOf(), query(p), NOW)).toBe("onBreak");
    expect(await checkPassPreCheckout(dbOf(), query(p), later)).toBeNull();
    await dbOf().write((tx) => tx.update(users).set({ lockedAt: NOW }).where(eq(users.id, p.userId)));
    expect(await checkPassPreCheckout(dbOf(), query(p), later)).toBe("accountLocked");
  });

  it("refuses a paid subscription's payload, and a pass the buyer meanwhile holds or outranks", async () => {
    const p = await pending(2);
    await pay(p, "pre-1");
    expect(await checkPassPreCheckout(dbOf(), query(p), NOW)).toBe("alreadyPaid");
    const second = await openSubscription(dbOf(), {
      userId: p.userId,
      pass: (await passById(dbOf().orm, 1))!,
      rail: "stars",
      now: NOW,
    });
    if (!("subscription" in second)) throw new Error("refused");
    // Gold over Silver is fine; once Gold is held, a Silver invoice opened before is refused.
    const gold = { ...p, sub: second.subscription };
    expect(await checkPassPreCheckout(dbOf(), query(gold), NOW)).toBeNull();
    await pay(gold, "pre-gold");
    const third = await pending(2);
    await dbOf().write((tx) =>
      tx.update(passSubscriptions).set({ userId: p.userId }).where(eq(passSubscriptions.id, third.sub.id)),
    );
    expect(await checkPassPreCheckout(dbOf(), { ...query(third), telegramId: p.telegramId }, NOW)).toBe(
      "passHeld",
    );
  });
});

describe("recordStarCharge and refundStarPassCharge", () => {
  it("records the first charge as the subscription's handle at Telegram; a refund takes its period back once", async () => {
    const p = await pending(1);
    expect(await pay(p, "stx-a")).toMatchObject({ status: "credited", first: true });
    expect(await pay(p, "stx-a")).toEqual({ status: "duplicate", subscriptionId: p.sub.id });
    const renewAt = new Date(NOW.getTime() + PASS_PERIOD_SECONDS * 1000);
    expect(await pay(p, "stx-b", renewAt)).toMatchObject({ status: "credited", first: false });
    const held = await heldPass(dbOf().orm, p.userId, NOW);
    expect(held?.subscription.providerRef).toBe("stx-a");
    const until = held!.subscription.paidUntil!.getTime();
    const asked: [string, string][] = [];
    const yes: RefundAtTelegram = async (buyer, charge) => {
      asked.push([buyer, charge]);
      return null;
    };
    expect(
      await refundStarPassCharge(dbOf(), { chargeId: "stx-b", refundAtTelegram: yes, now: NOW }),
    ).toEqual({
      status: "refunded",
      subscriptionId: p.sub.id,
      days: 30,
      stars: 500,
    });
    expect(asked).toEqual([[String(p.telegramId), "stx-b"]]);
    expect((await heldPass(dbOf().orm, p.userId, NOW))!.subscription.paidUntil!.getTime()).toBe(
      until - PASS_PERIOD_SECONDS * 1000,
    );
    expect(
      await refundStarPassCharge(dbOf(), { chargeId: "stx-b", refundAtTelegram: yes, now: NOW }),
    ).toEqual({
      status: "already_refunded",
      subscriptionId: p.sub.id,
    });
    expect(asked).toHaveLength(1);
    expect(await refundStarPassCharge(dbOf(), { chargeId: "stx-none", refundAtTelegram: yes })).toEqual({
      status: "not_found",
    });
  });

  it("changes nothing when Telegram refuses, or the buyer has no Telegram account any more", async () => {
    const p = await pending(2);
    await pay(p, "stx-keep");
    const before = (await heldPass(dbOf().orm, p.userId, NOW))!.subscription.paidUntil;
    const no: RefundAtTelegram = async () => "CHARGE_NOT_FOUND";
    expect(
      await refundStarPassCharge(dbOf(), { chargeId: "stx-keep", refundAtTelegram: no, now: NOW }),
    ).toEqual({
      status: "telegram_refused",
      subscriptionId: p.sub.id,
      reason: "CHARGE_NOT_FOUND",
    });
    await dbOf().write((tx) => tx.update(users).set({ telegramId: null }).where(eq(users.id, p.userId)));
    const yes: RefundAtTelegram = async () => null;
    expect(
      await refundStarPassCharge(dbOf(), { chargeId: "stx-keep", refundAtTelegram: yes, now: NOW }),
    ).toEqual({
      status: "no_telegram",
      subscriptionId: p.sub.id,
    });
    expect((await heldPass(dbOf().orm, p.userId, NOW))!.subscription.paidUntil).toEqual(before);
  });
});
