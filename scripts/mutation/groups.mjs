// The module groups `bun run test:mutation [group]` mutates (stryker.config.mjs, scripts/mutation/run.mjs).
// `mutate`: the group's source (test files and fixtures never). `tests`: the suites aimed at it, which
// Stryker runs (the dry run, then per test the ones covering each mutant); nearly every api suite
// imports the app and so every module, and running them all takes ~15 min of dry run alone on 2 cores
// (JV_MUTATION_TESTS=all does that: every db and api suite of vitest.mutation.config.ts). A mutant
// only some other suite would kill counts here as survived.
const NOT_TESTS = ["!**/*.test.ts", "!**/test/**", "!**/fixtures/**", "!**/testing/**"];
const PAYMENT_SUITES = ["api/src/routes/payments/*.test.ts", "api/test/evm-watcher-restart.test.ts"];

export const GROUPS = {
  ledger: {
    runStatic: true,
    mutate: ["db/src/ledger.ts", "db/src/ledger-sets.ts", "db/src/ledger-error.ts"],
    tests: [
      "db/src/ledger.test.ts",
      "db/src/ledger-sets.test.ts",
      "api/test/ledger.test.ts",
      "db/src/payments/**/*.test.ts",
      "api/src/routes/economy/finance.test.ts",
      "api/src/routes/**/*races.test.ts",
    ],
  },
  airdrop: {
    runStatic: true,
    mutate: ["api/src/lib/airdrop/**/*.ts", "db/src/airdrop/**/*.ts"],
    tests: [
      "api/src/lib/airdrop/**/*.test.ts",
      "db/src/airdrop/**/*.test.ts",
      "api/src/routes/investors/airdrop*.test.ts",
    ],
  },
  vesting: {
    // The records' wallet-change signatures, and the wallet proofs (sign-in with Ethereum, ed25519)
    // that open a record to a session.
    mutate: [
      "api/src/lib/vesting/**/*.ts",
      "api/src/lib/wallet-proofs/**/*.ts",
      "db/src/wallet-proofs/**/*.ts",
    ],
    tests: [
      "api/src/lib/vesting/**/*.test.ts",
      "api/src/routes/investors/vesting.test.ts",
      "api/src/routes/wallet/proofs.test.ts",
      "db/src/vesting/**/*.test.ts",
      "db/src/wallet-proofs/**/*.test.ts",
      "api/src/lib/wallet-proofs/**/*.test.ts",
    ],
  },
  "db-payments": {
    mutate: ["db/src/payments/**/*.ts"],
    tests: ["db/src/payments/**/*.test.ts", ...PAYMENT_SUITES],
  },
  // Season passes (docs/passes.md): subscriptions, their charges once, refunds, the rails' events.
  passes: {
    mutate: [
      "db/src/passes/**/*.ts",
      "api/src/lib/passes/**/*.ts",
      "api/src/lib/wheel/gold-chest.ts",
      // Response contracts only (zod shapes of answers): no rule or computation.
      "!api/src/lib/passes/responses.ts",
    ],
    tests: [
      "db/src/passes/**/*.test.ts",
      "api/src/lib/passes/**/*.test.ts",
      "api/src/routes/economy/passes.test.ts",
      "api/src/routes/economy/daily-bonus.test.ts",
      "api/src/routes/economy/gold-chest.test.ts",
    ],
  },
  // Monthly races (docs/races.md): the tally, the board, closing and paying each place once.
  races: {
    mutate: ["db/src/races/**/*.ts", "api/src/lib/races/**/*.ts", "!api/src/lib/races/responses.ts"],
    tests: [
      "db/src/races/**/*.test.ts",
      "api/src/routes/economy/races.test.ts",
      "api/src/lib/races/**/*.test.ts",
    ],
  },
  "api-payments": {
    mutate: ["api/src/lib/payments/**/*.ts"],
    // The webhook's season pass events are read by lib/passes/stripe-events.ts, tested beside it.
    tests: [
      "api/src/lib/payments/**/*.test.ts",
      "api/src/lib/passes/stripe-events.test.ts",
      ...PAYMENT_SUITES,
    ],
  },
  // The instant games' rules and settlement (blackjack, roulette, baccarat, slots, the shared stake
  // guards, round records and their verification).
  games: {
    mutate: [
      "api/src/lib/games/**/*.ts",
      "!api/src/lib/games/crash.ts",
      "!api/src/lib/games/crash/**",
      // Response contracts only (zod shapes of answers, no rule or computation): a mutant there changes
      // the documented answer, not a stake, payout or balance. Request bodies (requests.ts) stay: their
      // bounds are table rules.
      "!api/src/lib/games/responses.ts",
      "!api/src/lib/games/catalog-response.ts",
    ],
    tests: [
      "api/src/lib/games/*.test.ts",
      "!api/src/lib/games/crash*.test.ts",
      "api/src/lib/games/service/*.test.ts",
      "api/src/routes/games/index.test.ts",
      "api/src/routes/games/blackjack.test.ts",
      "api/src/routes/games/fair-rounds.test.ts",
      "api/src/routes/games/instant.test.ts",
      "api/src/routes/games/races.test.ts",
    ],
  },
  // Crash: the hash chain and the curve (its rules), the live round's driver, cash-outs and their
  // settlement in sets (the bets' set updates and the set's records in db/).
  crash: {
    mutate: [
      "api/src/lib/games/crash.ts",
      "api/src/lib/games/crash/**/*.ts",
      "db/src/games/crash-bets.ts",
      "db/src/metrics/settled-set.ts",
    ],
    tests: [
      "api/src/lib/games/crash*.test.ts",
      "api/src/lib/games/crash/**/*.test.ts",
      "api/src/routes/games/crash.test.ts",
      "api/src/routes/games/fair-rounds.test.ts",
      "api/src/realtime/crash-cashout-batch.test.ts",
      "api/test/crash-settle-kill.test.ts",
      "db/src/metrics/settled-set.test.ts",
      "db/src/games/crash-bets.test.ts",
    ],
  },
};

export const mutatePatterns = (group) => [...GROUPS[group].mutate, ...NOT_TESTS];
export const testPatterns = (group) =>
  process.env.JV_MUTATION_TESTS === "all" ? undefined : GROUPS[group].tests;
/**
 * Static mutants (module-level code run once at import: zod schemas, constant tables) cannot be
 * switched on per test, so Stryker re-runs every suite of the group for each one: on 2 cores that is
 * 96 % of a group's time, hours for the large groups. They are run where that stays minutes
 * (`runStatic`: ledger, airdrop) and otherwise left out, as Stryker advises when they dominate
 * (its `ignoreStatic`); left out, they count in no score (not killed, not survived).
 * JV_MUTATION_STATIC=run includes them for any group, =skip leaves them out for any group.
 */
export const skipStatic = (group) => {
  const asked = process.env.JV_MUTATION_STATIC;
  if (asked === "run") return false;
  if (asked === "skip") return true;
  return !GROUPS[group].runStatic;
};

/** Where a group's JSON and HTML reports and incremental state go (gitignored). */
export const reportDir = (group) =>
  `reports/mutation/${group}${process.env.JV_MUTATION_TESTS === "all" ? "-all-tests" : ""}${skipStatic(group) ? "-no-static" : ""}`;
