import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressHeader, clientKey, parseTrustedProxies } from './client-address';

const none = parseTrustedProxies(undefined);
const nginx = parseTrustedProxies('loopback');

describe('parseTrustedProxies', () => {
  it('takes addresses, CIDR ranges and the names loopback and private', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 2001:db8::/32 ,192.168.1.7,loopback');
    for (const address of ['10.9.8.7', '2001:db8::1', '192.168.1.7', '127.0.0.1', '::1', '::ffff:10.1.1.1'])
      expect(trusted.has(address), address).toBe(true);
    for (const address of ['11.0.0.1', '192.168.1.8', '2001:db9::1', 'not-an-ip'])
      expect(trusted.has(address), address).toBe(false);
    expect(parseTrustedProxies('private').has('172.20.0.5')).toBe(true);
  });

  it('trusts nobody when empty', () => {
    expect(none.has('127.0.0.1')).toBe(false);
    expect(parseTrustedProxies(' , ').has('127.0.0.1')).toBe(false);
  });

  it('names a bad entry', () => {
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '::1/129', '1.2.3.4/x'])
      expect(() => parseTrustedProxies(`127.0.0.1, ${bad}`), bad).toThrow(
        `TRUSTED_PROXIES: "${bad}" is not an IP address`,
      );
  });
});

describe('clientAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1, 2.2.2.2', none)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.1.1.1', none)).toBe('127.0.0.1');
  });

  it('behind trusted proxies, is the right-most address no trusted proxy added', () => {
    // The client claims 1.1.1.1; nginx on loopback appended the address it saw, 203.0.113.9.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9', nginx)).toBe('203.0.113.9');
    const two = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress('::ffff:127.0.0.1', ['9.9.9.9, 203.0.113.9', '10.0.0.5'], two)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:5123, 10.0.0.5', two)).toBe('2001:db8::7');
    expect(clientAddress('127.0.0.1', '10.0.0.4, 10.0.0.5', two)).toBe('10.0.0.4');
    expect(clientAddress('127.0.0.1', undefined, two)).toBe('127.0.0.1');
  });

  it('cannot be chosen by the client: rotating X-Forwarded-For leaves one address', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 6 }), (claims) => {
        expect(clientAddress('198.51.100.4', claims.join(', '), none)).toBe('198.51.100.4');
        // Behind a trusted proxy the client's claims are left of the address the proxy saw.
        expect(clientAddress('127.0.0.1', [...claims, '198.51.100.4'].join(', '), nginx)).toBe(
          '198.51.100.4',
        );
      }),
    );
  });
});

describe('clientKey', () => {
  const request = (headers: Record<string, string>) => new Request('http://s.test/', { headers });

  it('hashes the address the site server passed, and never a forwarding header', () => {
    const a = clientKey(request({ [clientAddressHeader]: '203.0.113.9' }), 'salt');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(
      clientKey(request({ [clientAddressHeader]: '203.0.113.9', 'x-forwarded-for': '1.1.1.1' }), 'salt'),
    ).toBe(a);
    expect(clientKey(request({ 'x-forwarded-for': '1.1.1.1' }), 'salt')).toBe(
      clientKey(request({ 'x-forwarded-for': '2.2.2.2' }), 'salt'),
    );
    expect(clientKey(request({ [clientAddressHeader]: '203.0.113.9' }), 'other')).not.toBe(a);
  });

  it('gives every address of an IPv6 /64 one key, so rotating through them gains no requests', () => {
    const key = (address: string) => clientKey(request({ [clientAddressHeader]: address }), 'salt');
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(key('::ffff:203.0.113.9')).toBe(key('203.0.113.9'));
    expect(key('203.0.113.9')).not.toBe(key('203.0.113.10'));
  });
});
