import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * The header through which the site's own server (server/http-server.ts) tells the handlers behind
 * it the client's address. The server sets it on every request and drops any value a client sent, so
 * handlers can trust it; forwarding headers from the client are never read by a handler.
 */
export const clientAddressHeader = 'x-spanlight-client-address';

/** The proxies whose `X-Forwarded-For` is believed, from `TRUSTED_PROXIES`. */
export interface TrustedProxies {
  has(address: string): boolean;
  /** The entries as given, for messages. */
  readonly entries: readonly string[];
}

/** Addresses and CIDR ranges a proxy may be known by; `loopback` and `private` name the usual ranges. */
const named: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Parses `TRUSTED_PROXIES`: a comma-separated list of addresses (`10.0.0.7`, `::1`), CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`) or the names `loopback` and `private`. Empty means trust no proxy: the
 * client is the peer of the TCP connection. A bad entry throws naming it.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    for (const item of named[entry.toLowerCase()] ?? [entry]) {
      const [address = '', prefix, extra] = item.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? undefined : Number(prefix);
      const max = family === 6 ? 128 : 32;
      if (
        family === 0 ||
        extra !== undefined ||
        (bits !== undefined && (!/^\d{1,3}$/.test(prefix!) || bits > max))
      ) {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or loopback/private`,
        );
      }
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, bits, type);
    }
  }
  return {
    entries,
    has(address) {
      const family = isIP(address);
      if (family === 0 || entries.length === 0) return false;
      // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; BlockList matches it either way.
      return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** `[2001:db8::1]:443`, `1.2.3.4:5678` and bare addresses, as proxies write them, to the bare address. */
function bareAddress(value: string): string {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4WithPort ? v4WithPort[1]! : text;
}

/**
 * The client's address: the TCP peer, unless the peer is a trusted proxy; then the right-most address
 * of `X-Forwarded-For` that is not a trusted proxy (each proxy appends the address it saw, so entries
 * to the left of the first untrusted one are the client's own claims). When every entry is trusted,
 * the left-most one. A malformed entry stops the walk: it is taken as the client's (untrusted) value.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustedProxies,
): string {
  const remote = peer ? bareAddress(peer) : 'unknown';
  if (!trusted.has(remote) || forwardedFor === undefined) return remote;
  const chain = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor)
    .join(',')
    .split(',')
    .map(bareAddress)
    .filter(Boolean);
  let client = remote;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    client = chain[index]!;
    if (!trusted.has(client)) break;
  }
  // Bounded: a client can put anything in the header, and the value becomes a map key.
  return client.slice(0, 64);
}

/**
 * The network a client is limited by: an IPv4 address as it is (also when a dual-stack socket shows it
 * as `::ffff:a.b.c.d`), an IPv6 address by its /64, the block one subscriber is usually given, so
 * that rotating through its addresses gains nothing. Anything else (unknown) is its own network.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A stable, non-reversible key for the client (rate limits, stored feedback): the salted hash of the
 * network (`clientNetwork`: an IPv4 address, an IPv6 /64) of the address the site's server passed in
 * `clientAddressHeader`. Without that server in front (`next start`, `next dev`) every client shares
 * the key `unknown`.
 */
export function clientKey(request: Request, salt: string): string {
  const address = request.headers.get(clientAddressHeader) || 'unknown';
  return createHash('sha256')
    .update(`${salt}:${clientNetwork(address)}`)
    .digest('hex')
    .slice(0, 32);
}
