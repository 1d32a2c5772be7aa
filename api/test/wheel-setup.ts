import { ledger } from "@jadeverse/db/ledger";
import { seedCatalog, seedWheel } from "@jadeverse/db/seed";
import type { TestApi } from "./harness.ts";

/** The seeded catalog (wheel prizes, platform settings) and the 12-section wheel. */
export const seedWheelFixture = (api: Pick<TestApi, "db">) =>
  api.db.write(async (tx) => {
    await seedCatalog(tx);
    await seedWheel(tx);
  });

/** Credits gems through the ledger (a fresh test player starts with none). */
export const grantGems = (api: Pick<TestApi, "db">, userId: number, gems: number, key = "test-gems") =>
  ledger.run(api.db, {
    key: `${key}:${userId}`,
    reason: "test-grant",
    changes: [{ userId, currency: "gems", delta: gems }],
  });
