import { BlockList, isIP } from "node:net";

/** A network whose hosts are our own proxies (`TRUSTED_PROXIES`): an address and a prefix length. */
export interface TrustedNetwork {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/** Which proxies in front of us may tell us the client's address (docs/scale.md "Behind a proxy"). */
export interface ProxyTrust {
  /**
   * How many proxies stand in front of every request (`TRUST_PROXY_HOPS`): the peer is the nearest,
   * and each of the others appended one entry to X-Forwarded-For. 0: none counted.
   */
  hops: number;
  /** Addresses of our proxies wherever they stand in the chain (`TRUSTED_PROXIES`). */
  networks: readonly TrustedNetwork[];
}

/** How one request reached us. */
export interface ClientConnection {
  /** The client's address: the peer's, or the one our proxies reported. `unknown` without a peer. */
  address: string;
  /** The peer is one of our proxies (so its X-Forwarded-* headers are believed). */
  viaTrustedProxy: boolean;
}

/** `1.2.3.4`, `::1`, `10.0.0.0/8`, `fd00::/8` → a network; anything else null. */
export function parseTrustedNetwork(text: string): TrustedNetwork | null {
  const [rawAddress, rawPrefix, ...rest] = text.trim().split("/");
  if (rest.length > 0 || !rawAddress) return null;
  const address = normalizeAddress(rawAddress);
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) as IPv4. */
function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * One X-Forwarded-For entry as an address: brackets and a port (`[2001:db8::1]:443`, `1.2.3.4:5678`,
 * as some proxies write them) removed. Null when it is not an IP address.
 */
export function forwardedAddress(entry: string): string | null {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const address = normalizeAddress(text);
  return isIP(address) === 0 ? null : address;
}

/**
 * The client's address for a request from `peer` (the socket's remote address) carrying
 * `forwardedFor` (X-Forwarded-For). Only our proxies are believed, and only about what they saw:
 * the chain is read from the right (nearest proxy first), each entry written by the hop after it;
 * the first address that is not one of our proxies is the client. A client can write anything at the
 * left of the header, so those entries are never reached while a real hop stands between. When the
 * peer is not one of our proxies, the header is ignored.
 */
export function clientResolver(trust: ProxyTrust) {
  const networks = new BlockList();
  for (const network of trust.networks) networks.addSubnet(network.address, network.prefix, network.family);
  const trusted = (address: string, position: number) => {
    if (position < trust.hops) return true;
    const version = isIP(address);
    return version !== 0 && networks.check(address, version === 4 ? "ipv4" : "ipv6");
  };
  const anyTrust = trust.hops > 0 || trust.networks.length > 0;

  return (peer: string | null | undefined, forwardedFor: string | null | undefined): ClientConnection => {
    if (!peer) return { address: "unknown", viaTrustedProxy: false };
    let address = normalizeAddress(peer);
    if (!anyTrust || !trusted(address, 0)) return { address, viaTrustedProxy: false };
    const entries = (forwardedFor ?? "").split(",");
    for (let i = entries.length - 1, position = 1; i >= 0; i--) {
      if (!entries[i]?.trim()) continue;
      const hop = forwardedAddress(entries[i] as string);
      // Not an address: the proxy that wrote it is the last hop we can name.
      if (!hop) break;
      address = hop;
      if (!trusted(hop, position++)) break;
    }
    return { address, viaTrustedProxy: true };
  };
}

/** For the boot log line: where client addresses come from. */
export function describeProxyTrust(trust: ProxyTrust): string {
  if (trust.hops === 0 && trust.networks.length === 0) return "the connection's peer (no proxy trusted)";
  const parts = [];
  if (trust.hops > 0) parts.push(`${trust.hops} proxy hop${trust.hops === 1 ? "" : "s"}`);
  if (trust.networks.length > 0)
    parts.push(`proxies in ${trust.networks.map((n) => `${n.address}/${n.prefix}`).join(", ")}`);
  return `X-Forwarded-For from the right, trusting ${parts.join(" and ")}`;
}
