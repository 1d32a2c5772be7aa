/**
 * zod compiles object parsers with `new Function` unless told not to, and merely probing whether that
 * is allowed is a `script-src 'unsafe-eval'` violation under our Content Security Policy. An object
 * schema decides when it is built, and the API's contracts (`@jadeverse/api/client`) are built in
 * whichever lazy chunk first imports them, so the setting must be in place before any zod code runs:
 * each entry imports this module first. zod reads its configuration from this global
 * (`globalThis.__zod_globalConfig`, zod/v4/core), so setting it costs no zod code on the first load.
 * The interpreted parsers are plenty fast for API answers.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
