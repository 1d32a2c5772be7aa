// The API for front ends: the NFT airdrop's contract (its own entry: only the claim page needs it).

export { AIRDROP_CODE_LENGTH, AIRDROP_REWARD } from "@jadeverse/db/enums/airdrop";
export { type AirdropRegistrationView, airdropRegisterResponse } from "./lib/airdrop/responses.ts";
