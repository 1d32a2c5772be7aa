// Operator command: import vesting investors from a CSV (docs/vesting-and-airdrop.md "Vesting").
//   bun run investors import <file.csv> [--dry-run]
// Every row is checked first; with any bad row nothing is imported and each problem is printed with
// its line. Columns (header row, any order): type, evmWalletAddress, solanaWalletAddress, tokenAmount,
// roundPriceUsd, totalInvested, cliffMonths, vestingMonths, unlockAtTge.
import { readFileSync } from "node:fs";
import { createDb } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { importInvestorCsv } from "../vesting/import.ts";
import { cliDatabase } from "./database-url.ts";

export async function runInvestorsCommand(argv: string[], env = process.env): Promise<number> {
  const [command, file, ...flags] = argv;
  if (command !== "import" || !file) {
    console.error("usage: investors import <file.csv> [--dry-run]");
    return 2;
  }
  const db = await createDb(cliDatabase(env));
  try {
    await migrateDb(db);
    const report = await importInvestorCsv(db, readFileSync(file, "utf8"), {
      dryRun: flags.includes("--dry-run"),
    });
    for (const { line, message } of report.errors) console.error(`line ${line}: ${message}`);
    if (report.errors.length > 0) {
      console.error(`${report.errors.length} problem(s) in ${report.rows} row(s): nothing imported`);
      return 1;
    }
    console.log(
      flags.includes("--dry-run")
        ? `${report.rows} row(s) valid (dry run: nothing imported)`
        : `${report.rows} row(s): ${report.inserted} added, ${report.updated} updated`,
    );
    return 0;
  } finally {
    db.close();
  }
}

if (import.meta.main) process.exit(await runInvestorsCommand(process.argv.slice(2)));
