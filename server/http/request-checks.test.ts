import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declaresMoreThan, isCrossSite, isJsonContentType, readBodyWithin } from './request-checks';

describe('isJsonContentType', () => {
  it('accepts application/json with at most a UTF-8 charset', () => {
    for (const ok of [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
    ])
      expect(isJsonContentType(ok), ok).toBe(true);
  });
  it('refuses everything else', () => {
    for (const bad of [
      null,
      '',
      'text/plain; x=application/json',
      'application/jsonp',
      'application/json; charset=latin1',
      'application/json; boundary=x',
      'text/json',
      'application/json-patch+json',
    ])
      expect(isJsonContentType(bad), String(bad)).toBe(false);
  });
});

describe('isCrossSite', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://site.test/api/x', { method: 'POST', headers });
  it('is true for another origin or a browser that says cross-site', () => {
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'http://site.test' }))).toBe(false);
    expect(isCrossSite(request({}))).toBe(false);
  });
});

describe('declaresMoreThan', () => {
  const request = (length: string) =>
    new Request('http://s.test/', { headers: { 'content-length': length } });
  it('reads Content-Length, and treats a malformed one as too large', () => {
    expect(declaresMoreThan(request('10'), 10)).toBe(false);
    expect(declaresMoreThan(request('11'), 10)).toBe(true);
    expect(declaresMoreThan(request('1e9'), 10)).toBe(true);
    expect(declaresMoreThan(new Request('http://s.test/'), 10)).toBe(false);
  });
});

describe('readBodyWithin', () => {
  /** A request whose body comes in `pieces`, counting how many of them were pulled. */
  function streamed(pieces: Uint8Array[]) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === pieces.length) return controller.close();
        controller.enqueue(pieces[pulled++]);
      },
    });
    const request = new Request('http://s.test/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    return { request, pulled: () => pulled };
  }

  it('returns the text of a body within the limit', async () => {
    const { request } = streamed([new TextEncoder().encode('{"a":'), new TextEncoder().encode('"é"}')]);
    expect(await readBodyWithin(request, 100)).toEqual({ ok: true, text: '{"a":"é"}' });
  });

  it('stops reading as soon as the body passes the limit', async () => {
    const megabyte = new Uint8Array(1024 * 1024);
    const { request, pulled } = streamed(Array.from({ length: 100 }, () => megabyte));
    expect(await readBodyWithin(request, 8 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled()).toBeLessThanOrEqual(2);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { request } = streamed([new Uint8Array([0x7b, 0xff, 0x7d])]);
    expect(await readBodyWithin(request, 100)).toEqual({ ok: false, reason: 'not-utf8' });
  });

  it('never returns more than the limit, for any split of any body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 20 }),
        fc.nat(512),
        async (pieces, limit) => {
          const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
          const result = await readBodyWithin(streamed(pieces).request, limit);
          if (total > limit) expect(result).toEqual({ ok: false, reason: 'too-large' });
          else if (result.ok) expect(new TextEncoder().encode(result.text).length).toBe(total);
        },
      ),
    );
  });
});
