// The level curve's title bands for front ends (docs/i18n.md): its own entry, so only the pages that show a
// level title take it (through the client's main entry it rode on every first load).

export { LEVEL_TITLES, levelBand } from "@jadeverse/db/xp";
