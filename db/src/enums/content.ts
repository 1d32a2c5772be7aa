/** Streaming providers the operator setting `streaming` may name (docs/product/platform.md §3). */
export const STREAMING_PROVIDERS = ["pixelstreaming", "cloudgaming"] as const;
export type StreamingProvider = (typeof STREAMING_PROVIDERS)[number];
