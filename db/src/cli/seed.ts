import { createDb } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { seedDatabase } from "../seed/index.ts";
import { cliDatabase } from "./database-url.ts";

const db = await createDb(cliDatabase());
await migrateDb(db);
const summary = await seedDatabase(db);
db.close();
console.log(`seeded: ${JSON.stringify(summary)}`);
