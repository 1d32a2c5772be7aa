import type { Db } from "@jadeverse/db/client";
import { STREAMING_PROVIDERS } from "@jadeverse/db/enums/content";
import { platformSettingValue } from "@jadeverse/db/settings/platform";
import { z } from "zod";

/** Streaming providers the operator setting `streaming` may name (docs/product/platform.md §3): the db's plain list. */
export { STREAMING_PROVIDERS, type StreamingProvider } from "@jadeverse/db/enums/content";

/** The operator setting that holds the streaming configuration. */
export const STREAMING_SETTING_KEY = "streaming";

const streamingSchema = z.object({
  streamingProvider: z.enum(STREAMING_PROVIDERS).catch("pixelstreaming"),
  isActive: z.boolean().catch(true),
});

/** Operator setting `streaming`; defaults to active pixel streaming (docs/product/platform.md §3) when unset or malformed. */
export async function readStreamingConfig({ db }: { db: Db }) {
  return streamingSchema.parse((await platformSettingValue(db.orm, STREAMING_SETTING_KEY)) ?? {});
}
