// The number rule for front ends (web/src/lib/format.ts): its own entry, a few hundred bytes.

export {
  ABBREVIATE_FROM,
  abbreviate,
  formatLargeNumber,
  groupWithSpaces,
  LARGE_UNITS,
  signed,
} from "./lib/number-text.ts";
