import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be sent to (no SSRF): public unicast addresses only; private,
 * loopback, unique-local and carrier-grade NAT ones only when private networks are allowed
 * (WEBHOOK_ALLOW_PRIVATE_NETWORKS, for `npm start` and tests); link-local (169.254.0.0/16, where
 * cloud metadata answers, and fe80::/10) and everything else (unspecified, multicast, reserved,
 * translation ranges) never. An IPv4-mapped IPv6 address is judged as the IPv4 one it maps.
 */
const PRIVATE_RANGES = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);

export type AddressVerdict = { ok: true } | { ok: false; reason: string };

export function judgeAddress(address: string, allowPrivate: boolean): AddressVerdict {
  if (!ipaddr.isValid(address)) return { ok: false, reason: `"${address}" is not an IP address.` };
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return { ok: true };
  if (range === 'linkLocal') {
    return {
      ok: false,
      reason: `${address} is a link-local address (where cloud metadata answers); webhooks are never sent there.`,
    };
  }
  if (PRIVATE_RANGES.has(range)) {
    return allowPrivate
      ? { ok: true }
      : {
          ok: false,
          reason: `${address} is on a private or loopback network; webhooks go to public addresses only.`,
        };
  }
  return { ok: false, reason: `${address} is not a public address (${range}).` };
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback';
}

/** Why a URL cannot be a webhook endpoint (a sentence), or null when its form is fine. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter the full address of your endpoint, starting with https://.';
  }
  if (url.username || url.password) {
    return 'Leave the user name and password out of the address; verify the signature instead.';
  }
  if (url.protocol === 'http:') {
    if (!(allowPrivate && isLoopbackHost(url.hostname))) {
      return 'The address must start with https:// (plain http is only for a loopback address on a development server).';
    }
  } else if (url.protocol !== 'https:') {
    return 'The address must start with https://.';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const verdict = judgeAddress(host, allowPrivate);
    if (!verdict.ok) return verdict.reason;
  }
  return null;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the URL's host now (at each delivery) and refuses it unless every address it has is
 * allowed; the delivery then connects to the address checked here, never resolving again.
 */
export async function resolveAllowed(
  url: URL,
  allowPrivate: boolean,
): Promise<ResolvedAddress | { refused: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true });
  } catch {
    return { refused: `The host name ${host} could not be resolved.` };
  }
  if (addresses.length === 0) return { refused: `The host name ${host} has no address.` };
  for (const { address } of addresses) {
    const verdict = judgeAddress(address, allowPrivate);
    if (!verdict.ok) return { refused: verdict.reason };
  }
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
