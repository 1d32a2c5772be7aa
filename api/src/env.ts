import { AIRDROP_GUESS_CEILING_DEFAULT } from "@jadeverse/db/airdrop/guessing";
import { EVM_CHAIN_IDS } from "@jadeverse/db/payments/chains";
import { z } from "zod";
import { paymentRailFields } from "./env-payments.ts";
import { bool, optionalString } from "./env-primitives.ts";
import { DEFAULT_DAILY_BONUS_COINS, parseBonusTable } from "./lib/daily-bonus/table.ts";
import { parseFlagOverrides } from "./lib/flags.ts";
import { DEFAULT_MAX_PLAYERS, DEFAULT_SESSION_SECONDS } from "./lib/queue/constants.ts";
import { DEFAULT_RACE_PRIZES, parseRacePrizes } from "./lib/races/prizes.ts";
import { SOLANA_CLUSTERS } from "./lib/solana-cluster.ts";
import { type ProxyTrust, parseTrustedNetwork, type TrustedNetwork } from "./server/client-address.ts";

/** The Terms' restricted jurisdictions (docs/product/economy.md §2 "Terms page"), as ISO codes. */
const DEFAULT_RESTRICTED_COUNTRIES = "CN,KP,IR,IQ,SY,AF,PK,LB,AE,DZ,LY,SD,SO,VE,CU,RU,BY,US";

/** The IP-to-country database shipped through npm (CC0 data: docs/security.md "Restricted countries"). */
const DEFAULT_GEOIP_DATABASE = "npm:@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb";

function parseCountryList(text: string, ctx: z.RefinementCtx): ReadonlySet<string> {
  const codes = text
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  for (const code of codes)
    if (!/^[A-Z]{2}$/.test(code)) ctx.addIssue({ code: "custom", message: `not a country code: ${code}` });
  return new Set(codes);
}

/** `TRUSTED_PROXIES`: comma-separated addresses or CIDR networks, each one checked. */
function parseTrustedNetworks(value: string, ctx: z.RefinementCtx): TrustedNetwork[] {
  const networks: TrustedNetwork[] = [];
  for (const entry of value.split(",").map((s) => s.trim())) {
    if (!entry) continue;
    const network = parseTrustedNetwork(entry);
    if (network) networks.push(network);
    else ctx.addIssue({ code: "custom", message: `"${entry}" is not an IP address or CIDR network` });
  }
  return networks;
}

/** Every configuration variable of the API process. `.env.example` documents each one. */
const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Public origin of the platform, used in e-mailed links, payment return pages and CORS. Unset, it
   * is this machine on the port the server listens on ({@link localPublicUrl}).
   */
  PUBLIC_URL: z.preprocess((v) => (typeof v === "string" && !v.trim() ? undefined : v), z.url().optional()),
  /** Extra allowed CORS origins, comma separated. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  DATABASE_URL: z.string().default("file:./data/jadeverse.db"),
  DATABASE_AUTH_TOKEN: optionalString,
  /** Embedded replica: DATABASE_URL is a local file synced from this primary. */
  DATABASE_SYNC_URL: optionalString,
  REDIS_URL: optionalString,
  BOT_TOKEN: optionalString,
  BOT_USERNAME: optionalString,
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),
  /** Maximum age of Telegram initData / Login Widget `auth_date`, seconds. */
  TELEGRAM_AUTH_MAX_AGE: z.coerce.number().int().positive().default(86_400),
  /** Secret token Telegram sends with webhook calls (webhook mode). */
  BOT_WEBHOOK_SECRET: optionalString,
  /** The bot's own settings, validated by its schema (bot/src/env.ts): community managers, broadcast rate. */
  /**
   * Domains a TON Connect `ton_proof` may name, comma-separated host[:port]; default: PUBLIC_URL's host.
   */
  TON_PROOF_DOMAINS: optionalString,
  COMMUNITY_MANAGER_IDS: optionalString,
  ...paymentRailFields,
  /**
   * The key the NFT airdrop's gift-card codes are hashed with (HMAC-SHA256, at least 32 characters;
   * the operator's `bun run airdrop codes` uses the same). Unset: the airdrop answers 503 (not open).
   */
  AIRDROP_CODE_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** When registrations close (ISO date); unset: open while codes are left. */
  AIRDROP_ENDS_AT: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  /**
   * Wrong airdrop codes an hour across everyone before every client is slowed to
   * `AIRDROP_GUESSES_WHEN_SLOWED` a day (nobody is closed out; the operator is warned once an hour):
   * docs/vesting-and-airdrop.md "NFT airdrop", "Guessing", and db/src/airdrop/guessing.ts.
   */
  AIRDROP_GUESS_CEILING_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(AIRDROP_GUESS_CEILING_DEFAULT),
  /**
   * The public presale's contract (api/contracts/JadeVersePresale.sol), its chain and a JSON-RPC
   * endpoint there: the vesting page's presale status is read from it. Unset: "not configured".
   */
  PRESALE_CONTRACT_ADDRESS: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address")
      .optional(),
  ),
  PRESALE_CHAIN_ID: z.coerce.number().int().positive().default(1),
  PRESALE_RPC_URL: optionalString.pipe(z.url().optional()),
  /**
   * The staking contract (api/contracts/JadeVerseStaking.sol), its chain (one the wallet connects to:
   * 1, 56, 137, 42161, 10 or 8453) and a JSON-RPC endpoint there: /dashboard/staking reads plans and
   * stakes from it and players stake through their wallet. Unset: "Staking is not open yet".
   */
  STAKING_CONTRACT_ADDRESS: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address")
      .optional(),
  ),
  STAKING_CHAIN_ID: z.coerce
    .number()
    .int()
    .refine((id) => (EVM_CHAIN_IDS as readonly number[]).includes(id), {
      message: `one of the wallet's chains (${EVM_CHAIN_IDS.join(", ")})`,
    })
    .default(1),
  STAKING_RPC_URL: optionalString.pipe(z.url().optional()),
  BROADCAST_RATE_PER_SECOND: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("JadeVerse <no-reply@jadeverse.local>"),
  /**
   * Without SMTP_URL (and when SMTP delivery fails) mails are written here as `.eml` files that only
   * the local operator can read (directory 0700, files 0600). Not allowed on an https deployment.
   */
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default("./data/outbox"),
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  EMAIL_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3_600),
  /** Minimum interval between two verification e-mails to one address. */
  RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  PIXELSTREAMING_URL: optionalString,
  /** WalletConnect Cloud project id; without it the wallet modal hides the WalletConnect option. */
  WALLETCONNECT_PROJECT_ID: optionalString,
  /** Solana cluster the wallet modal connects to (docs/product/platform.md §9: a test network in this build). */
  SOLANA_CLUSTER: z.enum(SOLANA_CLUSTERS).default("devnet"),
  /** Solana JSON-RPC endpoint; defaults to the cluster's public endpoint. */
  SOLANA_RPC_URL: optionalString,
  /** The platform's Solana wallet (base58): Solana payments go to it or its token accounts. Unset: no Solana rail. */
  SOLANA_PLATFORM_WALLET: optionalString,
  /**
   * E-mail-marketing provider receiving new waitlist contacts (a JSON POST per sign-up); unset keeps
   * them in the database only.
   */
  WAITLIST_FORWARD_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Bearer token for WAITLIST_FORWARD_URL. Never logged. */
  WAITLIST_FORWARD_TOKEN: optionalString,
  /** How long one forward may take before it is given up (the sign-up itself never waits for it). */
  WAITLIST_FORWARD_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5_000),
  /** Play slots: at most this many queue sessions are active at once (docs/product/platform.md §9: 100). */
  QUEUE_MAX_PLAYERS: z.coerce.number().int().positive().max(100_000).default(DEFAULT_MAX_PLAYERS),
  /** A queue session (waiting or playing) without a heartbeat for this long ends and frees its place. */
  QUEUE_HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(45_000),
  /** How often the expiry job sweeps silent sessions (reads also settle them, so this is a backstop). */
  QUEUE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** The session length a wait estimate assumes until sessions have been measured. */
  QUEUE_DEFAULT_SESSION_SECONDS: z.coerce.number().int().positive().default(DEFAULT_SESSION_SECONDS),
  /** Shared secret of the game servers reporting rounds to `POST /api/v1/metric`; unset → 503. Never logged. */
  GAME_SERVER_SECRET: optionalString.pipe(z.string().min(16).optional()),
  /** Feature-flag overrides for this deployment: `name=true|false`, comma separated (see docs/configuration.md). */
  FEATURE_FLAGS: z
    .string()
    .default("")
    .transform((v, ctx) => parseFlagOverrides(v, ctx)),
  /**
   * Behind proxies (docs/scale.md "Behind a proxy"): how many proxies stand in front of every request. The
   * peer and the nearest TRUST_PROXY_HOPS - 1 entries of X-Forwarded-For are theirs; the entry before
   * them is the client. Unset: TRUST_PROXY=true means 1, otherwise 0 (the peer is the client).
   */
  TRUST_PROXY_HOPS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v.trim()) : undefined))
    .pipe(z.number().int().min(0).max(16).optional()),
  /** Our proxies' addresses or networks (`10.0.0.0/8,fd00::/8,127.0.0.1`), trusted wherever they stand in the chain. */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((v, ctx) => parseTrustedNetworks(v, ctx)),
  /** The older switch: `true` is TRUST_PROXY_HOPS=1 (one load balancer in front). */
  TRUST_PROXY: bool,
  /**
   * The countries the Terms restrict (ISO 3166-1 alpha-2, comma-separated; docs/security.md
   * "Restricted countries"): registration, sign-in, purchases, swaps, games, the wheel and the
   * airdrop claim are refused from them. Empty: none.
   */
  /**
   * The daily bonus (docs/daily-bonus.md): coins by streak day, comma-separated, the last one paid on
   * every later day of a streak.
   */
  /** The monthly race's prizes by place (docs/races.md): `place=coins[:item]` or `from-to=coins[:item]`. */
  RACE_PRIZES: z
    .string()
    .default(DEFAULT_RACE_PRIZES)
    .transform((v, ctx) => parseRacePrizes(v, ctx)),
  /** The pause between two paid places of a race's payout, ms (players' writes go between them). */
  RACE_PAYOUT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(50),
  DAILY_BONUS_COINS: z
    .string()
    .default(DEFAULT_DAILY_BONUS_COINS.join(","))
    .transform((v, ctx) => parseBonusTable(v, ctx)),
  RESTRICTED_COUNTRIES: z
    .string()
    .default(DEFAULT_RESTRICTED_COUNTRIES)
    .transform((v, ctx) => parseCountryList(v, ctx)),
  /**
   * A country MaxMind-format database (`.mmdb`, `country_code` or `country.iso_code` records) the
   * client's address is looked up in; default the one shipped through npm. `off`: none (a trusted
   * proxy's header only). Replaced on disk, it is read again within a minute.
   */
  GEOIP_DATABASE: z.string().trim().min(1).default(DEFAULT_GEOIP_DATABASE),
  /** The country header our own proxies set (Cloudflare's `CF-IPCountry`), believed from them only. */
  GEOIP_COUNTRY_HEADER: z.string().trim().toLowerCase().default("cf-ipcountry"),
  /**
   * The operator's console (docs/operations.md "The operator's console"): who holds each role, as
   * comma-separated e-mails or Telegram ids. Every console call needs the role and a second factor.
   */
  CONSOLE_ADMINS: optionalString,
  CONSOLE_SUPPORT: optionalString,
  CONSOLE_COMMUNITY: optionalString,
  /** A console sign-in's lifetime, seconds (shorter than a player's session). */
  CONSOLE_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1_800),
  /**
   * Prometheus (`GET /metrics`, docs/operations.md "Metrics"): the bearer token a scraper sends.
   * Unset: the endpoint answers 404. At least 24 characters (`openssl rand -hex 24`).
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, "at least 24 characters").optional()),
  /**
   * Demo log-ins allowed per client address per 15 minutes (each makes a private copy of a persona).
   * Raise it for a kiosk or a test run that shares one address.
   */
  DEMO_LOGIN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Crash (api/src/lib/games/crash/): the operator's secret chain seed (64 lower-case hex characters).
   * Unset: the API process plays an embedded seed it generates (CRASH_SEED_FILE); in-process tests
   * without one see crash off (`GET /api/games/crash` answers `{ configured: false }`).
   */
  CRASH_CHAIN_SEED: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{64}$/, "64 lower-case hex characters")
      .optional(),
  ),
  /**
   * Where the embedded default keeps the crash seed and salt it generates on the first start when
   * `CRASH_CHAIN_SEED` is unset (mode 0600, in the data directory); `off` keeps crash off instead.
   */
  CRASH_SEED_FILE: z.string().trim().min(1).default("./data/crash-seed.json"),
  /** Games in the chain (the seed hashed this many times gives the published terminating hash). */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  /** The public salt of every crash point (HMAC message); required with CRASH_CHAIN_SEED. */
  CRASH_SALT: optionalString,
  /** How long a crash round takes bets, ms. */
  CRASH_BETTING_MS: z.coerce.number().int().min(100).max(600_000).default(6_000),
  /** The pause between a crash and the next round's betting window, ms. */
  CRASH_COOLDOWN_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /**
   * How often the live multiplier is pushed (`crash:tick`), ms: the page draws the climb itself, the
   * tick sets its clock straight (every push reaches every socket: 20,000 sockets, 20,000 frames).
   */
  CRASH_TICK_MS: z.coerce.number().int().min(10).max(10_000).default(1_000),
  /** The published curve: multiplier(t) = floor(100 × e^(rate × t ms)) / 100. */
  CRASH_GROWTH_RATE: z.coerce.number().positive().max(1).default(0.00006),
  /** Disable rate limiting (only honoured when NODE_ENV=test; benchmarks). */
  RATE_LIMIT_DISABLED: bool,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Directory holding the built web app (served at /) and miniapp (served at /tg-app/). */
  STATIC_ROOT: optionalString,
});

/** The name of every variable the API process reads (docs/configuration.md lists each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envFields.shape);

/** The public origin when PUBLIC_URL is unset: this machine, on the port the server listens on. */
export const localPublicUrl = (port: number): string => `http://localhost:${port}`;

/** Every configuration variable of the API process, with the rules that span several of them. */
export const envSchema = envFields
  .superRefine((env, ctx) => {
    // A public deployment must mail for real: the dev outbox would strand every verification and
    // reset link on the server's disk.
    if (env.PUBLIC_URL && new URL(env.PUBLIC_URL).protocol === "https:" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "SMTP_URL is required when PUBLIC_URL is https (the dev outbox is for local use only)",
      });
    }
    // A Stripe key without the webhook secret would take players' money and never credit it.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message:
          "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (payments are credited by the webhook)",
      });
    }
    if (Boolean(env.PRESALE_CONTRACT_ADDRESS) !== Boolean(env.PRESALE_RPC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PRESALE_RPC_URL"],
        message: "the presale needs PRESALE_CONTRACT_ADDRESS and PRESALE_RPC_URL together",
      });
    }
    if (Boolean(env.STAKING_CONTRACT_ADDRESS) !== Boolean(env.STAKING_RPC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["STAKING_RPC_URL"],
        message: "staking needs STAKING_CONTRACT_ADDRESS and STAKING_RPC_URL together",
      });
    }
    if (env.CRASH_CHAIN_SEED && !env.CRASH_SALT) {
      ctx.addIssue({
        code: "custom",
        path: ["CRASH_SALT"],
        message: "CRASH_SALT is required with CRASH_CHAIN_SEED (every crash point is HMAC'd with it)",
      });
    }
    // Half a Wert configuration would open a widget whose payments could never be confirmed.
    const wert = [env.WERT_PARTNER_ID, env.WERT_API_KEY, env.WERT_WALLET_ADDRESS];
    if (wert.some(Boolean) && !wert.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["WERT_API_KEY"],
        message: "Wert needs WERT_PARTNER_ID, WERT_API_KEY and WERT_WALLET_ADDRESS together",
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? localPublicUrl(env.PORT),
    /** Whether PUBLIC_URL was configured (else it follows the listening port: {@link settlePublicUrl}). */
    PUBLIC_URL_CONFIGURED: env.PUBLIC_URL !== undefined,
  }));

export type Env = z.infer<typeof envSchema>;

/** Which proxies' X-Forwarded-For entries are believed (TRUST_PROXY_HOPS, TRUSTED_PROXIES, TRUST_PROXY). */
export function proxyTrust(
  env: Pick<Env, "TRUST_PROXY" | "TRUST_PROXY_HOPS" | "TRUSTED_PROXIES">,
): ProxyTrust {
  return { hops: env.TRUST_PROXY_HOPS ?? (env.TRUST_PROXY ? 1 : 0), networks: env.TRUSTED_PROXIES };
}

/** Parses configuration; on error prints each bad field and exits (nothing else reads process.env). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  console.error("Invalid configuration:");
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

/**
 * Once the server listens: an unconfigured PUBLIC_URL names the port it actually got (PORT=0 asks the
 * system for a free one), so mailed links and payment return pages reach this server. Returns it.
 */
export function settlePublicUrl(env: Env, listeningPort: number): string {
  if (!env.PUBLIC_URL_CONFIGURED) env.PUBLIC_URL = localPublicUrl(listeningPort);
  return env.PUBLIC_URL;
}

/** For tests and benches: defaults plus overrides, without touching process.env. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return envSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
