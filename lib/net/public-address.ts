import { isIP } from "node:net";
import { parseNetworks } from "./networks";

/**
 * Addresses a server-side request to a third party (a push service) must never reach: this host, its
 * networks and the ranges reserved for special use (IANA's special-purpose registries). Whatever a name
 * resolves to is checked against these when the connection is made (lib/push/push-dispatcher.ts).
 */
const REFUSED = parseNetworks(
  [
    // IPv4: "this network", private, CGNAT, loopback, link-local, IETF/documentation/benchmarking, 6to4 relay,
    // multicast, reserved and broadcast.
    "0.0.0.0/8, 10.0.0.0/8, 100.64.0.0/10, 127.0.0.0/8, 169.254.0.0/16, 172.16.0.0/12, 192.0.0.0/24, 192.0.2.0/24",
    "192.88.99.0/24, 192.168.0.0/16, 198.18.0.0/15, 198.51.100.0/24, 203.0.113.0/24, 224.0.0.0/4, 240.0.0.0/4",
    // IPv6: unspecified, loopback and IPv4-compatible (::/96), NAT64 (reaches IPv4 through a translator), discard,
    // IETF protocol assignments (Teredo among them), documentation, 6to4, unique-local, link-local, site-local,
    // multicast.
    "::/96, 64:ff9b::/96, 64:ff9b:1::/48, 100::/64, 2001::/23, 2001:db8::/32, 2002::/16, 3fff::/20",
    "fc00::/7, fe80::/10, fec0::/10, ff00::/8",
  ].join(", "),
);

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d, also written ::ffff:7f00:1), else null. */
function mappedIPv4(ip: string): string | null {
  const normalized = new URL(`http://[${ip}]`).hostname.slice(1, -1).toLowerCase();
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normalized);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether `ip` (a literal address) is one a request to the internet may go to; anything unreadable is not. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !REFUSED.check(ip, "ipv4");
  if (family !== 6) return false;
  // Only global unicast (2000::/3) is public in IPv6; a mapped IPv4 address is judged as that IPv4 address.
  const v4 = mappedIPv4(ip);
  if (v4) return isPublicAddress(v4);
  const first = parseInt(new URL(`http://[${ip}]`).hostname.slice(1).split(":")[0] || "0", 16);
  return (first & 0xe000) === 0x2000 && !REFUSED.check(ip, "ipv6");
}
