// The number rule for front ends (web/src/lib/format.ts): its own entry, a few hundred bytes.

export * from "./lib/number-text.ts";
