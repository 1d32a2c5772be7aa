// Starts the platform for browser tests on a freshly migrated and seeded temporary database.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startTestChain } from "../api/test/evm/chain.ts";
import { startPriceFeedStandIn } from "../api/test/price-feed-stand-in.ts";
import { randomAddress } from "../api/test/solana/parsed-transactions.ts";
import { startSolanaRpcStandIn } from "../api/test/solana/rpc-stand-in.ts";
import { startStripeStandIn } from "../api/test/stripe-stand-in.ts";
import { startWertStandIn } from "../api/test/wert-stand-in.ts";
import { createDb } from "../db/src/client.ts";
import { migrateDb } from "../db/src/migrate.ts";
import { EVM_STABLECOINS } from "../db/src/payments/chains.ts";
import { seedDatabase } from "../db/src/seed/index.ts";
import { E2E_AIRDROP_SECRET } from "./lib/airdrop.ts";
import { deployE2eContracts } from "./lib/contracts.ts";
import {
  E2E_CHAIN_PORT_OFFSET,
  E2E_ETH_USD,
  E2E_PLATFORM_WALLET,
  E2E_POLYGON_PORT_OFFSET,
  E2E_PRICE_PORT_OFFSET,
} from "./lib/evm-wallet.ts";
import { E2E_GAME_SERVER_SECRET } from "./lib/game-server.ts";
import { E2E_SOL_USD, E2E_SOLANA_RPC_PORT_OFFSET } from "./lib/solana-wallet.ts";
import { startStreamServer } from "./lib/stream-server.ts";
import { startTelegramServer } from "./lib/telegram-server.ts";

// E2E_DB_PATH (set by playwright.config.ts) lets specs read the database; otherwise a temp file.
const path = process.env.E2E_DB_PATH ?? join(mkdtempSync(join(tmpdir(), "jv-e2e-")), "e2e.db");
mkdirSync(dirname(path), { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
const url = `file:${path}`;
// E2E_OUTBOX_DIR (set by playwright.config.ts) is the platform's dev outbox; emptied for each run.
const outboxDir = process.env.E2E_OUTBOX_DIR ?? join(dirname(path), "outbox");
rmSync(outboxDir, { recursive: true, force: true });
const db = await createDb({ url });
await migrateDb(db);
await seedDatabase(db);
db.close();

const port = process.env.E2E_PORT ?? "3311";
/**
 * A bot so the Login Widget shows and `/api/auth/telegram-login` verifies real signatures (specs sign
 * with the same token, e2e/account.spec.ts). Its Bot API is a local stand-in (e2e/lib/telegram-server.ts)
 * the bot polls for real, with a control port specs use to play Telegram's payment sheet.
 */
const E2E_BOT = { token: "123456:e2e-login-widget-token", username: "jadeverse_e2e_bot" };
const telegram = await startTelegramServer(
  process.env.E2E_BOT_TOKEN ?? E2E_BOT.token,
  Number(process.env.E2E_TELEGRAM_CONTROL_PORT ?? Number(port) + 2),
);
/** The game stream players are handed (PIXELSTREAMING_URL): a page on another loopback origin. */
const stream = startStreamServer(Number(process.env.E2E_STREAM_PORT ?? Number(port) + 3));
/**
 * Stripe: a local stand-in of its API and hosted checkout page (api/test/stripe-stand-in.ts), driven by
 * the platform's real SDK; its Pay button sends the signed webhook to the platform.
 */
const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook` });
/**
 * Wert: a local stand-in of its partner API, Data API and widget page (api/test/wert-stand-in.ts); the
 * widget page's Pay button files the order and sends Wert's (unsigned) webhooks to the platform.
 */
const wert = await startWertStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/v1/wert/webhook` });
/**
 * EVM payments: real local chains (anvil, as Ethereum, the network the browser wallet stand-in is
 * on, and as Polygon) and a CoinGecko-compatible price service with fixed prices.
 */
const chain = await startTestChain({ chainId: 1, port: Number(port) + E2E_CHAIN_PORT_OFFSET });
// A second network the platform takes (Polygon), so the picker lists what a real deployment would.
const polygon = await startTestChain({ chainId: 137, port: Number(port) + E2E_POLYGON_PORT_OFFSET });
// Ethereum's USDC, where the platform's configuration expects it (db/src/payments/chains.ts), 6 decimals.
const usdc = EVM_STABLECOINS.USDC[1];
if (usdc) await chain.installTokenAt(usdc.address, "USDC", usdc.decimals);
/** Our staking and presale contracts on that chain (e2e/lib/contracts.ts), read by the platform. */
const contracts = await deployE2eContracts(chain);
/** Solana payments: a JSON-RPC node running real wire transactions on a small bank (devnet's stand-in). */
const solana = startSolanaRpcStandIn({ port: Number(port) + E2E_SOLANA_RPC_PORT_OFFSET });
const solanaPlatformWallet = randomAddress();
const prices = startPriceFeedStandIn(
  { ethereum: E2E_ETH_USD, solana: E2E_SOL_USD },
  Number(port) + E2E_PRICE_PORT_OFFSET,
);
const child = Bun.spawn(["bun", "api/src/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    MAIL_OUTBOX_DIR: outboxDir,
    LOG_LEVEL: "warn",
    // A verification mail may be resent after 20 s instead of 60: the spec that waits the interval
    // out (account-recovery.spec.ts) waits 20 s of real time, not a minute.
    RESEND_INTERVAL_SECONDS: "20",
    // The whole run signs demo players in from one address, far more often than a visitor would.
    DEMO_LOGIN_LIMIT: "1000",
    // Players a spec creates through the API say where they come from (e2e/lib/requests.ts
    // asNewVisitor), so per-address limits apply per simulated person; browsers send no such header.
    // The specs' loopback connections play our proxy: its X-Forwarded-For entry is the client.
    TRUSTED_PROXIES: "127.0.0.1",
    BOT_TOKEN: process.env.E2E_BOT_TOKEN ?? E2E_BOT.token,
    BOT_USERNAME: process.env.E2E_BOT_USERNAME ?? E2E_BOT.username,
    TELEGRAM_API_ROOT: process.env.E2E_TELEGRAM_API_ROOT ?? telegram.apiRoot,
    COMMUNITY_MANAGER_IDS: "777000001",
    // The operator's console (e2e/lib/console.ts): one account per role.
    CONSOLE_ADMINS: "admin@console.e2e.test",
    CONSOLE_SUPPORT: "support@console.e2e.test",
    CONSOLE_COMMUNITY: "community@console.e2e.test",
    // Crash (issue 19): a fixed test chain (never a real seed), short so it hashes at once, and quick
    // rounds so a spec meets a betting phase within seconds.
    CRASH_CHAIN_SEED: "e2e0000000000000000000000000000000000000000000000000000000c4a5b1",
    CRASH_SALT: "jadeverse-e2e-crash-salt",
    CRASH_CHAIN_LENGTH: "10000",
    CRASH_BETTING_MS: "4000",
    CRASH_COOLDOWN_MS: "1000",
    // Five times the default growth: this chain's 13.75× first round runs 8.7 s (not 44 s), its
    // highest of the first 600 (241×) 18 s, so a spec waiting for a betting window meets one soon.
    CRASH_GROWTH_RATE: "0.0003",
    PIXELSTREAMING_URL: stream.url,
    // Specs report rounds as a game server does (e2e/lib/game-server.ts).
    GAME_SERVER_SECRET: E2E_GAME_SERVER_SECRET,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.base,
    AIRDROP_CODE_SECRET: E2E_AIRDROP_SECRET,
    WERT_PARTNER_ID: wert.partnerId,
    WERT_API_KEY: wert.apiKey,
    WERT_WALLET_ADDRESS: E2E_PLATFORM_WALLET,
    WERT_API_BASE: wert.base,
    WERT_WIDGET_ORIGIN: wert.origin,
    EVM_PLATFORM_WALLET: E2E_PLATFORM_WALLET,
    EVM_RPC_URLS: `1=${chain.rpcUrl},137=${polygon.rpcUrl}`,
    EVM_CONFIRMATIONS: "1=1,137=1",
    PRICE_FEED_URL: prices.url,
    SOLANA_CLUSTER: "devnet",
    SOLANA_RPC_URL: solana.url,
    SOLANA_PLATFORM_WALLET: solanaPlatformWallet,
    ...contracts,
  },
  stdout: "inherit",
  stderr: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
const code = await child.exited;
telegram.close();
stream.close();
stripe.close();
wert.close();
prices.stop();
solana.stop();
await chain.stop();
await polygon.stop();
process.exit(code);
