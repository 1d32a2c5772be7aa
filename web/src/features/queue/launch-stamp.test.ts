import { describe, expect, it } from "vitest";
import { LAUNCH_STAMP_KEY, LAUNCH_STAMP_TTL_MS } from "./constants.ts";
import { consumeLaunchStamp, isStampValid, parseStamp, writeLaunchStamp } from "./launch-stamp.ts";

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe("launch stamp (docs/product/economy.md §4: valid under 60 s)", () => {
  const now = 1_700_000_000_000;
  it("is valid from 0 up to just under 60 s, not at 60 s, not from the future", () => {
    expect(isStampValid(now, now)).toBe(true);
    expect(isStampValid(now - (LAUNCH_STAMP_TTL_MS - 1), now)).toBe(true);
    expect(isStampValid(now - LAUNCH_STAMP_TTL_MS, now)).toBe(false);
    expect(isStampValid(now + 1_000, now)).toBe(false);
    expect(isStampValid(null, now)).toBe(false);
  });
  it("parses only whole milliseconds", () => {
    expect(parseStamp("123")).toBe(123);
    expect(parseStamp("12.5")).toBeNull();
    expect(parseStamp("soon")).toBeNull();
    expect(parseStamp(null)).toBeNull();
  });
  it("keeps a fresh stamp and removes an old or malformed one", () => {
    const storage = new MemoryStorage();
    writeLaunchStamp(storage, now);
    expect(consumeLaunchStamp(storage, now + 59_999)).toBe(true);
    expect(storage.getItem(LAUNCH_STAMP_KEY)).toBe(String(now));
    expect(consumeLaunchStamp(storage, now + 60_000)).toBe(false);
    expect(storage.getItem(LAUNCH_STAMP_KEY)).toBeNull();
    storage.setItem(LAUNCH_STAMP_KEY, "garbage");
    expect(consumeLaunchStamp(storage, now)).toBe(false);
    expect(storage.getItem(LAUNCH_STAMP_KEY)).toBeNull();
  });
});
