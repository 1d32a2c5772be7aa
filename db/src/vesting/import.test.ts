import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runInvestorsCommand } from "../cli/investors.ts";
import { createDb } from "../client.ts";
import { investors } from "../schema/vesting.ts";
import { evmAddress, solanaAddress } from "../seed/investors.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { importInvestorCsv, isBase58Key } from "./import.ts";
import { investorByEvm, investorBySolana } from "./investors.ts";

const db = useTempDb("investor-import");
const HEADER =
  "type,evmWalletAddress,solanaWalletAddress,tokenAmount,roundPriceUsd,totalInvested,cliffMonths,vestingMonths,unlockAtTge";
const evm = (n: number) => evmAddress(`import:${n}`);
const sol = (n: number) => solanaAddress(`import:${n}`);

describe("investors CSV import", () => {
  it("imports a good file in one go, EVM addresses stored lowercase, found in any case", async () => {
    const csv = [
      HEADER,
      `private,${evm(1).toUpperCase().replace("0X", "0x")},${sol(1)},2500000,0.008,20000,6,18,5.00`,
      `"public",${evm(2)},,"416667",0.012,5000,0,6,20.00`,
      `team,,${sol(3)},15000000,0,0,12,24,0.00`,
    ].join("\r\n");
    const report = await importInvestorCsv(db(), csv);
    expect(report).toEqual({ rows: 3, errors: [], inserted: 3, updated: 0 });
    const privateOne = await investorByEvm(db(), "private", evm(1));
    expect(privateOne).toMatchObject({
      evmWalletAddress: evm(1),
      tokenAmount: "2500000",
      unlockAtTge: "5.00",
    });
    expect(await investorBySolana(db(), "team", sol(3))).toMatchObject({
      cliffMonths: 12,
      vestingMonths: 24,
    });
    // Imported again with a corrected amount: updated, not doubled.
    const again = await importInvestorCsv(
      db(),
      `${HEADER}\nprivate,${evm(1)},${sol(1)},2600000,0.008,20800,6,18,5.00\n`,
    );
    expect(again).toMatchObject({ inserted: 0, updated: 1 });
    expect((await investorByEvm(db(), "private", evm(1)))?.tokenAmount).toBe("2600000");
  });

  it("reports every bad row with its line and imports nothing from such a file", async () => {
    const before = (await db().orm.select().from(investors)).length;
    const csv = [
      HEADER,
      `private,${evm(10)},,1000,0.008,8,6,18,5.00`,
      `investor,${evm(11)},,1000,0.008,8,6,18,5.00`,
      `public,0x1234,,1000,0.012,12,0,6,20.00`,
      `public,,notbase58!,1000,0.012,12,0,6,20.00`,
      `public,,,1000,0.012,12,0,6,20.00`,
      `team,${evm(12)},,-5,0,0,12,24,0.00`,
      `team,${evm(13)},,1000,0,0,12,24,5`,
      `team,${evm(14)},,1000,0,0,500,24,0.00`,
      `private,${evm(10)},,2000,0.008,16,6,18,5.00`,
    ].join("\n");
    const report = await importInvestorCsv(db(), csv);
    expect(report.inserted).toBe(0);
    expect(report.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(report.errors.map((e) => e.message)).toEqual([
      expect.stringContaining("type must be one of private, public, team"),
      expect.stringContaining("evmWalletAddress is not an EVM address"),
      expect.stringContaining("solanaWalletAddress is not a Solana key"),
      expect.stringContaining("a row needs an EVM or a Solana wallet"),
      expect.stringContaining("tokenAmount must be a whole number"),
      expect.stringContaining("unlockAtTge must be a percentage"),
      expect.stringContaining("cliffMonths is at most 120"),
      expect.stringContaining("is already on line 2"),
    ]);
    expect((await db().orm.select().from(investors)).length).toBe(before);
    expect((await importInvestorCsv(db(), "type,tokenAmount\nprivate,5")).errors[0]?.message).toContain(
      "missing columns",
    );
  });

  it("the operator command: a dry run, then the import; exit 1 and nothing imported on a bad file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jv-investors-"));
    const good = join(dir, "good.csv");
    const bad = join(dir, "bad.csv");
    writeFileSync(good, `${HEADER}\npublic,${evm(20)},,125000,0.012,1500,0,6,20.00\n`);
    writeFileSync(
      bad,
      `${HEADER}\npublic,${evm(21)},,125000,0.012,1500,0,6,20.00\npublic,nope,,1,0,0,0,6,20.00\n`,
    );
    // The command's own database (a file of this test), opened again to look.
    const url = `file:${join(dir, "cli.db")}`;
    const env = { DATABASE_URL: url };
    const found = async (address: string) => {
      const cli = await createDb({ url });
      try {
        return await investorByEvm(cli, "public", address);
      } finally {
        cli.close();
      }
    };
    expect(await runInvestorsCommand(["import", good, "--dry-run"], env)).toBe(0);
    expect(await found(evm(20))).toBeUndefined();
    expect(await runInvestorsCommand(["import", good], env)).toBe(0);
    expect(await found(evm(20))).toBeDefined();
    expect(await runInvestorsCommand(["import", bad], env)).toBe(1);
    expect(await found(evm(21))).toBeUndefined();
  });

  it("knows a Solana key's form: base58 of exactly 32 bytes", () => {
    expect(isBase58Key("11111111111111111111111111111111")).toBe(true);
    expect(isBase58Key(sol(1))).toBe(true);
    expect(isBase58Key("1111111111111111111111111111111")).toBe(false);
    expect(isBase58Key(`${sol(1)}1`)).toBe(false);
    expect(isBase58Key("0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl")).toBe(false);
  });
});
