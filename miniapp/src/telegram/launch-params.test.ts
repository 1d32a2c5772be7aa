import { describe, expect, it } from "vitest";
import { signInitData } from "../../../api/src/lib/auth/telegram.ts";
import { findLaunchParams, parseLaunchQuery, queryOf } from "./launch-params.ts";

const BOT_TOKEN = "123456:launch-params-test";
const fields = { user: JSON.stringify({ id: 5 }), auth_date: "1700000000", start_param: "store" };
const launchQuery = (initData: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "7.0",
    tgWebAppPlatform: "android",
    tgWebAppThemeParams: JSON.stringify({ bg_color: "#ffffff" }),
    ...extra,
  }).toString();

describe("launch parameters", () => {
  it("keeps initData without `signature` exactly as Telegram sent it", () => {
    const initData = signInitData(fields, BOT_TOKEN);
    const parsed = parseLaunchQuery(launchQuery(initData));
    expect(parsed).toMatchObject({
      rawInitData: initData,
      platform: "android",
      version: "7.0",
      startParam: "store",
      signed: false,
    });
    // What the SDK gets: everything but initData, which its schema would refuse.
    const sdk = new URLSearchParams(parsed?.sdkQuery);
    expect(sdk.has("tgWebAppData")).toBe(false);
    expect(sdk.get("tgWebAppPlatform")).toBe("android");
    expect(sdk.get("tgWebAppThemeParams")).toBe(JSON.stringify({ bg_color: "#ffffff" }));
  });

  it("reads initData with `signature` the same way", () => {
    const initData = signInitData({ ...fields, signature: "sig" }, BOT_TOKEN);
    expect(parseLaunchQuery(launchQuery(initData))).toMatchObject({ rawInitData: initData, signed: true });
  });

  it("is no Telegram launch without initData or its hash", () => {
    expect(parseLaunchQuery("")).toBeUndefined();
    expect(parseLaunchQuery("tgWebAppVersion=8.0&tgWebAppPlatform=ios")).toBeUndefined();
    expect(parseLaunchQuery(launchQuery("user=%7B%7D&auth_date=1"))).toBeUndefined();
  });

  it("gives the SDK default theme params when the client sent none", () => {
    const initData = signInitData(fields, BOT_TOKEN);
    const query = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: "6.0",
      tgWebAppPlatform: "ios",
    });
    expect(new URLSearchParams(parseLaunchQuery(query.toString())?.sdkQuery).get("tgWebAppThemeParams")).toBe(
      "{}",
    );
  });

  it("takes the first source that holds launch parameters: URL hash, navigation entry, storage", () => {
    const initData = signInitData(fields, BOT_TOKEN);
    const url = `https://example.test/tg-app/#${launchQuery(initData)}`;
    expect(queryOf(url)).toBe(launchQuery(initData));
    const found = findLaunchParams([
      () => queryOf("https://example.test/tg-app/dashboard/store"),
      () => {
        throw new Error("no performance API");
      },
      () => queryOf(url),
    ]);
    expect(found?.params.rawInitData).toBe(initData);
    expect(findLaunchParams([() => null, () => "a=1"])).toBeNull();
  });
});
