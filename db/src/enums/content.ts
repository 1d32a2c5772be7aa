/** Streaming providers the operator setting `streaming` may name (spec 000 §3). */
export const STREAMING_PROVIDERS = ["pixelstreaming", "cloudgaming"] as const;
export type StreamingProvider = (typeof STREAMING_PROVIDERS)[number];
