import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const fairnessStateSchema = z.object({
  serverSeedHash: hex64,
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

export const rotateSchema = z.object({
  previous: z.object({
    serverSeed: hex64,
    serverSeedHash: hex64,
    clientSeed: z.string(),
    lastNonce: z.number().int().min(0).nullable(),
  }),
  next: z.object({ serverSeedHash: hex64 }),
});
export type RotateResult = z.infer<typeof rotateSchema>;

export const sectionTableSchema = z.object({
  sectionTableHash: hex64,
  canonical: z.string(),
  sections: z.array(
    z.object({
      position: z.number().int().min(0),
      type: z.string(),
      theme: z.string(),
      coinsAmount: z.number().int().min(0),
      weight: z.number().int().min(0),
      itemRarity: z.string().nullable(),
      itemId: z.number().int().nullable(),
    }),
  ),
});

/** Query keys of the fairness domain. */
export const fairnessKeys = {
  all: ["fairness"] as const,
  state: () => [...fairnessKeys.all, "state"] as const,
  table: (hash: string) => [...fairnessKeys.all, "section-table", hash] as const,
};

/** `GET /api/fairness`: the live seed's commitment, the client seed and the next nonce. */
export const fairnessStateQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: fairnessKeys.state(),
    queryFn: async () => fairnessStateSchema.parse(await unwrap(api.api.fairness.$get())),
  });

/** `GET /api/wheel/section-table?hash=`: the table a spin was drawn from, as recorded. */
export const sectionTableQuery = (api: ApiClient, hash: string) =>
  queryOptions({
    queryKey: fairnessKeys.table(hash),
    queryFn: async () =>
      sectionTableSchema.parse(await unwrap(api.api.wheel["section-table"].$get({ query: { hash } }))),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const setClientSeed = async (api: ApiClient, clientSeed: string) =>
  fairnessStateSchema.parse(await unwrap(api.api.fairness["client-seed"].$post({ json: { clientSeed } })));

export const rotateSeed = async (api: ApiClient) =>
  rotateSchema.parse(await unwrap(api.api.fairness.rotate.$post()));
