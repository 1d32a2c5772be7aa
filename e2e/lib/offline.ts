/**
 * The browser tests run offline (CI's machine has no internet): what the app's third-party SDKs say
 * when a request beyond this machine fails is the sandbox's doing, not the app's. The only such line
 * is TON Connect's SDK reporting that its wallet list (config.ton.org and fallbacks) could not be
 * fetched; online, the same fetch succeeds. Every other console error still counts.
 */
export const OFFLINE_SDK_NOISE: readonly RegExp[] = [/^\[TON_CONNECT_SDK\] TypeError: Failed to fetch/];

export const isOfflineSdkNoise = (text: string): boolean =>
  OFFLINE_SDK_NOISE.some((pattern) => pattern.test(text));
