import { describe, expect, it } from "vitest";
import { envSchema } from "../../env.ts";

// STRIPE_PASS_PRICES (docs/passes.md "Configuring the prices"): passId=price_… pairs.
describe("STRIPE_PASS_PRICES", () => {
  it("reads passId=price_… pairs, spaces and empty entries aside; none by default", () => {
    const env = envSchema.parse({ STRIPE_PASS_PRICES: " 1=price_1Gold, ,2=price_Silver_2 " });
    expect([...env.STRIPE_PASS_PRICES]).toEqual([
      [1, "price_1Gold"],
      [2, "price_Silver_2"],
    ]);
    expect(envSchema.parse({}).STRIPE_PASS_PRICES.size).toBe(0);
  });

  it("refuses anything else, naming the entry", () => {
    for (const bad of [
      "gold=price_1",
      "1=prod_1",
      "1:price_1",
      "x1=price_1",
      "1=price_1 extra",
      "1=price_",
    ]) {
      expect(() => envSchema.parse({ STRIPE_PASS_PRICES: bad }), bad).toThrow(/is not passId=price_…/);
    }
  });
});
