import { closeOrder } from "@jadeverse/db/payments/orders";
import { describe, expect, it } from "vitest";
import {
  collectingLogger,
  depsOf,
  gemsOf,
  newPlayer,
  orderRow,
  sessionFor,
  useWertUnit,
  wertOrder,
} from "../../../../test/wert-unit.ts";
import { testEnv } from "../../../env.ts";
import { checkWertOrderSoon, watchWertPayments } from "./watcher.ts";

// The `wert-payments` job and the webhook's early check (docs/payments.md): every open Wert order is
// reconciled with Wert's Data API; a webhook's hint checks one order now, once at a time; Wert off
// means no calls at all.
const unit = useWertUnit("watcher");

async function paidAtWert() {
  const userId = await newPlayer(unit.db);
  const order = await wertOrder(unit, userId);
  const paid = unit.wert.pay(sessionFor(unit), order.reference, { status: "success" });
  return { userId, order, paid };
}
const requestsSince = (before: number) => unit.wert.requests.slice(before);

describe("watchWertPayments", () => {
  it("does nothing without Wert configured, even with Wert orders open", async () => {
    const { order } = await paidAtWert();
    const { logger, lines } = collectingLogger();
    const before = unit.wert.requests.length;
    expect(await watchWertPayments(depsOf(unit, logger, testEnv()))).toBeNull();
    expect(requestsSince(before)).toEqual([]);
    expect(lines).toEqual([]);
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
    await closeOrder(unit.db, order.id, "cancelled", "test over");
  });

  it("credits every open Wert order Wert shows paid, logging as the wert-payments job", async () => {
    const first = await paidAtWert();
    const second = await paidAtWert();
    const { logger, lines } = collectingLogger();
    const result = await watchWertPayments(depsOf(unit, logger));
    expect(result).toEqual({ checked: 2, credited: 2, expired: 0 });
    for (const { userId, order } of [first, second]) {
      expect((await orderRow(unit.db, order.id)).status).toBe("paid");
      expect(await gemsOf(unit.db, userId)).toBe(4800);
    }
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatchObject({ msg: "wert: payment credited", component: "wert-payments" });
  });
});

describe("checkWertOrderSoon", () => {
  it("checks the order now and credits it, logging as the wert-payments job", async () => {
    const { userId, order, paid } = await paidAtWert();
    const { logger, lines } = collectingLogger();
    await checkWertOrderSoon(depsOf(unit, logger), order);
    expect(await orderRow(unit.db, order.id)).toMatchObject({
      status: "paid",
      proof: `wert:${paid.order_id}`,
    });
    expect(await gemsOf(unit.db, userId)).toBe(4800);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "wert: payment credited",
        component: "wert-payments",
        orderId: order.id,
      }),
    ]);
  });

  it("asks Wert one call at a time: hints during a check make one more check after it, and again later", async () => {
    const order = await wertOrder(unit, await newPlayer(unit.db));
    const deps = depsOf(unit, collectingLogger().logger);
    const before = unit.wert.requests.length;
    // The second and third hint come while the first check waits on Wert: one more check follows it
    // (they may report what the first asked too early to see), never a second one at the same time.
    await Promise.all([
      checkWertOrderSoon(deps, order),
      checkWertOrderSoon(deps, order),
      checkWertOrderSoon(deps, order),
    ]);
    expect(requestsSince(before)).toHaveLength(2);
    await checkWertOrderSoon(deps, order);
    expect(requestsSince(before)).toHaveLength(3);
  });

  it("a payment Wert completes while the first hint's check runs is credited by the check after it", async () => {
    const userId = await newPlayer(unit.db);
    const order = await wertOrder(unit, userId);
    const deps = depsOf(unit, collectingLogger().logger);
    const before = unit.wert.requests.length;
    // payment_started: the check asks Wert, which has nothing paid yet…
    const first = checkWertOrderSoon(deps, order);
    await expect.poll(() => requestsSince(before).length).toBeGreaterThan(0);
    // …then the card is charged and order_complete comes, while that check may still be running.
    unit.wert.pay(sessionFor(unit), order.reference, { status: "success" });
    await Promise.all([first, checkWertOrderSoon(deps, order)]);
    expect((await orderRow(unit.db, order.id)).status).toBe("paid");
    expect(await gemsOf(unit.db, userId)).toBe(4800);
  });

  it("makes no call and logs nothing without Wert configured", async () => {
    const { order } = await paidAtWert();
    const { logger, lines } = collectingLogger();
    const before = unit.wert.requests.length;
    await checkWertOrderSoon(depsOf(unit, logger, testEnv()), order);
    expect(requestsSince(before)).toEqual([]);
    expect(lines).toEqual([]);
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
  });

  it("leaves the order to the watcher when Wert is down, with a warning", async () => {
    const { order } = await paidAtWert();
    const { logger, lines } = collectingLogger();
    unit.wert.failWith(503);
    try {
      await expect(checkWertOrderSoon(depsOf(unit, logger), order)).resolves.toBeUndefined();
    } finally {
      unit.wert.failWith(null);
    }
    expect((await orderRow(unit.db, order.id)).status).toBe("created");
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "wert: check failed, the watcher retries",
        component: "wert-payments",
        orderId: order.id,
        error: expect.objectContaining({ message: "Wert answered 503 to /api/external/orders" }),
      }),
    ]);
    // The next check goes through.
    await checkWertOrderSoon(depsOf(unit, logger), order);
    expect((await orderRow(unit.db, order.id)).status).toBe("paid");
  });
});
