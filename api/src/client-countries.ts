// The waitlist's country codes for front ends: its own entry, so only the waitlist form takes the list
// (through the client's main entry it rode on every first load).

export { COUNTRY_CODES } from "./lib/waitlist/countries.ts";
