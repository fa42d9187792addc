// Test fixture (not a test): addresses in the ranges a server-side push send must never reach.

/** Every range a push send must never reach, with one address in it. */
export const REFUSED_ADDRESSES = [
  "127.0.0.1", // loopback
  "127.255.0.9",
  "::1",
  "10.1.2.3", // private
  "172.16.0.1",
  "172.31.255.254",
  "192.168.1.20",
  "169.254.169.254", // link-local (cloud metadata)
  "fc00::1", // unique-local
  "fd12:3456::1",
  "fe80::1", // link-local
  "100.64.0.1", // CGNAT
  "100.127.255.254",
  "::ffff:127.0.0.1", // IPv4-mapped IPv6
  "::ffff:10.0.0.1",
  "::ffff:7f00:1",
  "0.0.0.0", // "this host"
  "::",
  "224.0.0.251", // multicast
  "ff02::1",
  "240.0.0.1", // reserved
  "255.255.255.255",
  "198.18.0.1", // benchmarking
  "192.0.2.1", // documentation
  "2001:db8::1",
];
