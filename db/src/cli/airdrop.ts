// Operator commands of the private investors' NFT airdrop (docs/vesting-and-airdrop.md "NFT airdrop"):
//   bun run airdrop codes <count> [--batch <name>] [--out <file.csv>]   new codes, printable CSV
//   bun run airdrop export [--out <file.csv>]                            registrations, CSV
//   bun run airdrop odds                                                 live codes and the guessing odds
// AIRDROP_CODE_SECRET must be the API's (codes are stored as HMACs under it). Codes exist in plain text
// only in the CSV this prints: print the cards, then delete the file.
import { writeFileSync } from "node:fs";
import { AIRDROP_CODE_SPACE, generateAirdropCodes, liveAirdropCodes } from "../airdrop/codes.ts";
import {
  AIRDROP_GUESS_CEILING_DEFAULT,
  AIRDROP_GUESSES_PER_ADDRESS,
  AIRDROP_GUESSES_PER_PLAYER,
  AIRDROP_GUESSES_PER_WALLET,
  AIRDROP_GUESSES_WHEN_SLOWED,
  AIRDROP_ODDS_ADDRESSES,
  AIRDROP_ODDS_DAYS,
  airdropGuessesPerDay,
  airdropHitChance,
  formatChance,
} from "../airdrop/guessing.ts";
import { airdropRegistrationsForExport } from "../airdrop/register.ts";
import { createDb } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { cliDatabase } from "./database-url.ts";

const USAGE =
  "usage: airdrop codes <count> [--batch name] [--out file.csv] | airdrop export [--out file.csv] | airdrop odds";

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A CSV field, quoted when it needs to be (RFC 4180). */
const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (rows: string[][]) => `${rows.map((row) => row.map(field).join(",")).join("\n")}\n`;

function emit(text: string, out: string | undefined) {
  if (out) {
    writeFileSync(out, text, { mode: 0o600 });
    console.error(`written to ${out}`);
  } else process.stdout.write(text);
}

export async function runAirdropCommand(argv: string[], env = process.env): Promise<number> {
  const [command, ...args] = argv;
  const db = await createDb(cliDatabase(env));
  try {
    await migrateDb(db);
    if (command === "codes") {
      const secret = env.AIRDROP_CODE_SECRET?.trim();
      if (!secret || secret.length < 32) {
        console.error("AIRDROP_CODE_SECRET (at least 32 characters, the API's) is required");
        return 2;
      }
      const howMany = Number(args[0]);
      if (!Number.isInteger(howMany) || howMany < 1) {
        console.error(USAGE);
        return 2;
      }
      const batch = option(args, "batch") ?? `batch-${new Date().toISOString().slice(0, 10)}`;
      const codes = await generateAirdropCodes(db, secret, howMany, batch);
      emit(
        csv([["card", "batch", "code"], ...codes.map((code, i) => [String(i + 1), batch, code])]),
        option(args, "out"),
      );
      console.error(`${codes.length} codes in batch ${batch}`);
      return 0;
    }
    if (command === "export") {
      const rows = await airdropRegistrationsForExport(db);
      emit(
        csv([
          ["registration", "solana_wallet_address", "batch", "registered_at", "sent_at"],
          ...rows.map((r) => [
            String(r.id),
            r.solanaWalletAddress,
            r.batch,
            r.registeredAt.toISOString(),
            r.sentAt ? r.sentAt.toISOString() : "",
          ]),
        ]),
        option(args, "out"),
      );
      console.error(`${rows.length} registrations`);
      return 0;
    }
    if (command === "odds") {
      // The API's ceiling (same variable, same default: api/src/env.ts).
      const rawCeiling = env.AIRDROP_GUESS_CEILING_PER_HOUR?.trim();
      const ceiling = rawCeiling ? Number(rawCeiling) : AIRDROP_GUESS_CEILING_DEFAULT;
      if (!Number.isInteger(ceiling) || ceiling < 1) {
        console.error("AIRDROP_GUESS_CEILING_PER_HOUR must be a whole number of at least 1");
        return 2;
      }
      const live = await liveAirdropCodes(db);
      console.log(
        `live codes ${live} of ${AIRDROP_CODE_SPACE} possible: ${(live / AIRDROP_CODE_SPACE).toExponential(2)} per guess`,
      );
      console.log(
        `wrong codes a day: ${AIRDROP_GUESSES_PER_ADDRESS} per client address (IPv6: per /64), ${AIRDROP_GUESSES_PER_WALLET} per wallet, ` +
          `${AIRDROP_GUESSES_PER_PLAYER} per signed-in player; past ${ceiling} an hour across everyone, ` +
          `${AIRDROP_GUESSES_WHEN_SLOWED} per client until the hour ends`,
      );
      console.log(
        ["addresses", "guesses/day", ...AIRDROP_ODDS_DAYS.map((days) => `${days} days`)].join("\t"),
      );
      for (const addresses of AIRDROP_ODDS_ADDRESSES) {
        const perDay = airdropGuessesPerDay(addresses, ceiling);
        const chances = AIRDROP_ODDS_DAYS.map((days) => formatChance(airdropHitChance(live, perDay * days)));
        console.log([addresses, perDay, ...chances].join("\t"));
      }
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    db.close();
  }
}

if (import.meta.main) process.exit(await runAirdropCommand(process.argv.slice(2)));
