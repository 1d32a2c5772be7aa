/**
 * The supported chains and the coins a player can pay with: one table, owned by the payments domain
 * (db/src/payments/chains.ts) and read here through the API's client entry, so the wallet modal,
 * the payment picker and the server's checks never disagree.
 */
export * from "@jadeverse/api/client/chains";
