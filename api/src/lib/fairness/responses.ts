import { z } from "zod";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** `GET /api/fairness` and `POST /api/fairness/client-seed`: the live seed as the player sees it. */
export const fairnessStateResponse = z.strictObject({
  serverSeedHash: hex64.describe("sha256 (hex) of the live server seed's text"),
  clientSeed: z.string(),
  nonce: z.number().int().min(0).describe("the nonce the next bet uses"),
});
export type FairnessState = z.infer<typeof fairnessStateResponse>;

/** `POST /api/fairness/rotate`: the revealed seed and the commitment to the next one. */
export const fairnessRotateResponse = z.strictObject({
  previous: z.strictObject({
    serverSeed: hex64.describe("the revealed server seed (hex text; the HMAC key is this text)"),
    serverSeedHash: hex64,
    clientSeed: z.string(),
    lastNonce: z.number().int().min(0).nullable().describe("the last nonce used; null when none was"),
  }),
  next: z.strictObject({ serverSeedHash: hex64 }),
});
export type SeedRotation = z.infer<typeof fairnessRotateResponse>;
