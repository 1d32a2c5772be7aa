// TON Connect's wallet list as config.ton.org serves it (https://config.ton.org/wallets-v2.json, the
// format of github.com/ton-connect/wallets-list), cut to two wallets: what the specs hand the Mini App
// in place of the real list, which the test machine (offline) cannot reach.

/** The list's address, as the SDK and the Mini App name it. */
export const TON_WALLETS_LIST_URL = "https://config.ton.org/wallets-v2.json";

/**
 * Two entries shaped as the real ones. `assets` is where their icons come from: the specs pass the
 * platform's own origin (its `/tonconnect-icon.png`), so nothing is asked of the internet for them.
 */
export function tonWalletsList(assets = "https://tonkeeper.com") {
  return [
    {
      app_name: "tonkeeper",
      name: "Tonkeeper",
      image: `${assets}/tonconnect-icon.png`,
      tondns: "tonkeeper.ton",
      about_url: "https://tonkeeper.com",
      universal_url: "https://app.tonkeeper.com/ton-connect",
      deepLink: "tonkeeper-tc://",
      bridge: [
        { type: "sse", url: "https://bridge.tonapi.io/bridge" },
        { type: "js", key: "tonkeeper" },
      ],
      platforms: ["ios", "android", "chrome", "firefox", "macos"],
      features: [{ name: "SendTransaction", maxMessages: 4, extraCurrencySupported: true }],
    },
    {
      app_name: "mytonwallet",
      name: "MyTonWallet",
      image: `${assets}/tonconnect-icon.png`,
      about_url: "https://mytonwallet.io",
      universal_url: "https://connect.mytonwallet.org",
      bridge: [
        { type: "js", key: "mytonwallet" },
        { type: "sse", url: "https://tonconnectbridge.mytonwallet.org/bridge/" },
      ],
      platforms: ["chrome", "windows", "macos", "linux", "ios", "android", "firefox"],
      features: [{ name: "SendTransaction", maxMessages: 4 }],
    },
  ];
}
