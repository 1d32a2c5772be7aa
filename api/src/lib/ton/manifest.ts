/**
 * TON Connect's app manifest (https://github.com/ton-connect/docs/blob/main/requests-responses.md#app-manifest):
 * wallets fetch it to show who asks to connect. `url` must be the origin the app runs on; the icon is
 * a 180 × 180 PNG we draw (icon-png.ts).
 */
export function tonConnectManifest(publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, "");
  return {
    url: origin,
    name: "JadeVerse",
    iconUrl: `${origin}/tonconnect-icon.png`,
    termsOfUseUrl: `${origin}/terms-and-conditions`,
    privacyPolicyUrl: `${origin}/terms-and-conditions#privacy`,
  };
}
