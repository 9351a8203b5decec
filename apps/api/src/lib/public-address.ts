import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no outbound request may reach (DESIGN §6, issue #23 §1): this machine, its private
 * networks and everything else that is not the public internet (IANA's special-purpose
 * registries). IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked as the IPv4 they carry.
 */
const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", the unspecified address
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata services
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96, 'ipv6'], // NAT64: could reach a private IPv4 address
  ['64:ff9b:1::', 48, 'ipv6'], // local NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4: could carry a private IPv4 address
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const notPublic = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(network, prefix, family);

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** An address with an IPv6 zone ('fe80::1%eth0') is checked without it; BlockList refuses zones. */
const withoutZone = (address: string) => address.replace(/%.*$/, '');

/** Whether `address` (an IP address, v4 or v6) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = withoutZone(address);
  const family = familyOf(bare);
  if (!family) return false;
  return !notPublic.check(bare, family);
}

/** Whether `address` is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopbackAddress(address: string): boolean {
  const bare = withoutZone(address);
  const family = familyOf(bare);
  return family !== null && loopback.check(bare, family);
}

/** What an outbound request may connect to: public addresses, and loopback only if allowed. */
export interface AddressPolicy {
  allowLoopback: boolean;
}

export function addressAllowed(address: string, policy: AddressPolicy): boolean {
  return isPublicAddress(address) || (policy.allowLoopback && isLoopbackAddress(address));
}

/** A host name resolved to an address the server must not connect to. */
export class RefusedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * A `lookup` for node:net, node:http and node:https that resolves as usual and fails the
 * connection when any address the name resolves to is refused by `policy`. The check is on the
 * very addresses the socket then connects to, so a name that resolves to a public address when
 * checked and to a private one when used (DNS rebinding) cannot slip through.
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolve: typeof dnsLookup = dnsLookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !addressAllowed(address, policy));
      if (refused || addresses.length === 0) {
        const failure = new RefusedAddressError(hostname, refused?.address ?? 'no address');
        return callback(failure as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
