// The languages and their rules for front ends (docs/i18n.md): its own entry, a few hundred bytes.

export type { CompiledCatalogue } from "@jadeverse/db/i18n/catalogue";
export * from "@jadeverse/db/i18n/locales";
