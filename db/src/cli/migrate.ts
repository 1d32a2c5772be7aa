import { createDb } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { cliDatabase } from "./database-url.ts";

const options = cliDatabase();
const db = await createDb(options);
await migrateDb(db);
db.close();
console.log(`migrated ${options.url.replace(/\/\/[^@]*@/, "//***@")}`);
