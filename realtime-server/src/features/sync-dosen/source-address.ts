import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@ujian/shared/errors';

/**
 * Addresses an admin-given source URL must not reach: the server's own host and networks (loopback,
 * private, link-local — where cloud metadata answers —, carrier NAT, unspecified, multicast).
 * A sync reads a university system over the internet or the origin configured in DOSEN_SYNC_URL;
 * anything else would let a signed-in admin make the server probe its own network.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return internal.check(mapped[1], 'ipv4');
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `fields.reason` says why in a code the client translates (docs/CONTRACT-additions.md). */
const refused = (why: string, reason: 'SOURCE_INTERNAL' | 'SOURCE_UNKNOWN_HOST') =>
  new AppError('VALIDATION_FAILED', why, { fields: { sourceUrl: why, reason } });

type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * The URL may be read: the configured DOSEN_SYNC_URL's origin always; any other only when every
 * address its host resolves to is a public one. (A host that re-resolves differently between this
 * check and the request is not caught; redirects are refused by the fetch itself.)
 */
export async function assertReadableSource(
  url: string,
  configuredUrl: string | undefined,
  resolve: Resolve = resolveAll,
): Promise<void> {
  const target = new URL(url);
  if (configuredUrl && new URL(configuredUrl).origin === target.origin) return;
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw refused(`The host ${target.hostname} could not be found.`, 'SOURCE_UNKNOWN_HOST');
  }
  if (addresses.length === 0 || addresses.some(isInternalAddress))
    throw refused(
      `The source ${target.origin} is inside the server's own network. Use a public address, or set DOSEN_SYNC_URL to it.`,
      'SOURCE_INTERNAL',
    );
}
