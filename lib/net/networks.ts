import { BlockList, isIP } from "node:net";

/**
 * Network addresses as configuration and requests give them: lists of addresses and CIDR networks
 * (CALLBACK_ALLOWED_NETWORKS, TRUSTED_PROXIES, the refused ranges of lib/net/public-address.ts), the
 * dual-stack form Node reports, and the client's address behind a trusted proxy. No feature's rules.
 */

/** "::ffff:1.2.3.4" (Node's dual-stack form) → "1.2.3.4"; null when it is no address at all. */
export function normalizeAddress(address: string | undefined | null): string | null {
  const a = (address ?? "").trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return isIP(a) ? a : null;
}

/** A comma-separated list of addresses and CIDR networks ("54.88.218.97, 35.245.0.0/16, ::1"); throws on a bad entry. */
export function parseNetworks(list: string | undefined): BlockList {
  const blocks = new BlockList();
  for (const entry of (list ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [ip = "", prefix] = entry.split("/");
    const family = isIP(ip);
    if (!family) throw new Error(`not an address or network: ${entry}`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) blocks.addAddress(ip, type);
    else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw new Error(`not a network prefix: ${entry}`);
      blocks.addSubnet(ip, bits, type);
    }
  }
  return blocks;
}

/** Loopback: a reverse proxy on the same host (docs/deploying.md's nginx) is trusted for X-Forwarded-For by default. */
export const DEFAULT_TRUSTED_PROXIES = "127.0.0.0/8, ::1";

/**
 * The sender's address: the socket's, unless the socket is a trusted proxy, whose X-Forwarded-For
 * last entry is then what that proxy saw (earlier entries are whatever the client wrote).
 */
export function senderAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: BlockList,
): string {
  const socket = normalizeAddress(socketAddress);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  if (!socket || !header || !trustedProxies.check(socket, isIP(socket) === 6 ? "ipv6" : "ipv4")) return socket ?? "unknown";
  const last = header.split(",").at(-1)?.trim();
  return normalizeAddress(last) ?? socket;
}
