import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side request must never reach: anything that is not public unicast. IPv4-mapped,
 * NAT64, 6to4 and Teredo IPv6 ranges are refused as a whole because they can smuggle an internal IPv4 address.
 */
const FORBIDDEN_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const FORBIDDEN_V6: readonly [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

// Two lists, because one BlockList also matches IPv4 addresses against IPv6 rules in their mapped form.
const blockedV4 = new BlockList();
for (const [network, prefix] of FORBIDDEN_V4) blockedV4.addSubnet(network, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [network, prefix] of FORBIDDEN_V6) blockedV6.addSubnet(network, prefix, 'ipv6');

/** True when the address is not a literal IP or points somewhere private, local or special. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 4) return blockedV4.check(bare, 'ipv4');
  if (version === 6) return /^::ffff:/i.test(bare) || blockedV6.check(bare, 'ipv6');
  return true;
}
