import { describe, expect, it } from "vitest";
import {
  clientResolver,
  forwardedAddress,
  parseTrustedNetwork,
  type TrustedNetwork,
} from "./client-address.ts";

const networks = (...list: string[]) => list.map((text) => parseTrustedNetwork(text) as TrustedNetwork);

describe("which X-Forwarded-For entry is the client", () => {
  it("ignores the header when no proxy is trusted: the peer is the client", () => {
    const resolve = clientResolver({ hops: 0, networks: [] });
    expect(resolve("203.0.113.5", "198.51.100.1")).toEqual({
      address: "203.0.113.5",
      viaTrustedProxy: false,
    });
    expect(resolve(undefined, "198.51.100.1")).toEqual({ address: "unknown", viaTrustedProxy: false });
  });

  it("with one trusted hop takes the entry our proxy appended, whatever the client wrote before it", () => {
    const resolve = clientResolver({ hops: 1, networks: [] });
    const keys = ["1.1.1.1", "2.2.2.2, 9.9.9.9", "not-an-address", ""].map(
      (written) => resolve("10.0.0.2", `${written ? `${written}, ` : ""}203.0.113.7`).address,
    );
    expect(new Set(keys)).toEqual(new Set(["203.0.113.7"]));
    // No header: the peer (the proxy itself) is all we know.
    expect(resolve("10.0.0.2", null)).toEqual({ address: "10.0.0.2", viaTrustedProxy: true });
  });

  it("with two hops skips the inner proxy's entry", () => {
    const resolve = clientResolver({ hops: 2, networks: [] });
    expect(resolve("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.9").address).toBe("203.0.113.7");
    expect(resolve("10.0.0.2", "7.7.7.7, 203.0.113.7, 10.0.0.9").address).toBe("203.0.113.7");
    // Fewer entries than hops: the leftmost is the best we have.
    expect(resolve("10.0.0.2", "203.0.113.8").address).toBe("203.0.113.8");
  });

  it("with trusted networks believes only a peer inside them, and skips every proxy of ours from the right", () => {
    const resolve = clientResolver({ hops: 0, networks: networks("10.0.0.0/8", "fd00::/8") });
    // A client connecting directly cannot choose its key.
    expect(resolve("198.51.100.20", "203.0.113.7")).toEqual({
      address: "198.51.100.20",
      viaTrustedProxy: false,
    });
    expect(resolve("10.1.2.3", "5.5.5.5, 203.0.113.7, 10.9.9.9, fd00::4").address).toBe("203.0.113.7");
    // A client writing a trusted-looking entry at the left cannot get past its own real address.
    expect(resolve("10.1.2.3", "10.0.0.1, 203.0.113.7").address).toBe("203.0.113.7");
    // Every entry ours (an internal client): the leftmost.
    expect(resolve("10.1.2.3", "10.4.4.4, 10.5.5.5").address).toBe("10.4.4.4");
    // IPv4 mapped into IPv6, as a dual-stack socket reports it.
    expect(resolve("::ffff:10.1.2.3", "203.0.113.7")).toEqual({
      address: "203.0.113.7",
      viaTrustedProxy: true,
    });
  });

  it("reads ports and brackets some proxies write, and stops at an entry that is not an address", () => {
    const resolve = clientResolver({ hops: 0, networks: networks("10.0.0.0/8") });
    expect(resolve("10.0.0.2", "203.0.113.7:51234").address).toBe("203.0.113.7");
    expect(resolve("10.0.0.2", "[2001:DB8::7]:443").address).toBe("2001:db8::7");
    // Garbage written by a proxy of ours: the last address we can name is that proxy's.
    expect(resolve("10.0.0.2", "203.0.113.7, unknown, 10.0.0.3").address).toBe("10.0.0.3");
    expect(forwardedAddress("1.2.3.4:80")).toBe("1.2.3.4");
    expect(forwardedAddress("::1")).toBe("::1");
    expect(forwardedAddress("a.b.c.d")).toBeNull();
  });
});

describe("TRUSTED_PROXIES entries", () => {
  it("accepts addresses and CIDR networks of both families", () => {
    expect(parseTrustedNetwork("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseTrustedNetwork("127.0.0.1")).toEqual({ address: "127.0.0.1", prefix: 32, family: "ipv4" });
    expect(parseTrustedNetwork("FD00::/8")).toEqual({ address: "fd00::", prefix: 8, family: "ipv6" });
    expect(parseTrustedNetwork("::1")).toEqual({ address: "::1", prefix: 128, family: "ipv6" });
  });

  it("refuses anything else", () => {
    for (const bad of ["10.0.0.0/33", "::/129", "10.0.0/8", "10.0.0.0/8/1", "10.0.0.0/-1", "proxy", "", "/8"])
      expect(parseTrustedNetwork(bad), bad).toBeNull();
  });
});
