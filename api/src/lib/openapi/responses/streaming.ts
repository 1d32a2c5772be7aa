import { STREAMING_PROVIDERS } from "@jadeverse/db/enums/content";
import { z } from "zod";

// The game stream's answers, apart from the other content and user answers: the Mini App's first
// screen parses them, and a module's schemas load together.

/** `GET /api/streaming-config`. */
export const streamingConfigResponse = z.strictObject({
  streamingProvider: z.enum(STREAMING_PROVIDERS),
  isActive: z.boolean(),
});
export type StreamingConfig = z.infer<typeof streamingConfigResponse>;

/** `GET /api/users/pixelstreaming-url`. */
export const pixelStreamingResponse = z.strictObject({ url: z.string().nullable() });
