import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTypedText, maxTypedTextLength } from './privacy';

/** What must never be stored, as patterns over a cleaned text. */
const identifying = {
  email: /[\p{L}\p{N}._%+-]\s?@\s?[\p{L}\p{N}]/u,
  ipv4: /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
  digits: /\d(?:[\s.-]?\d){5,}/,
  apiKey: /(?<![A-Za-z])(?:pk|sk)-[\w-]{4,}/i,
  control: /[\p{Cc}\p{Cf}]/u,
};

describe('cleanTypedText', () => {
  it('keeps an ordinary search or question as it is', () => {
    for (const text of [
      'how do I trace a LangChain agent?',
      '@observe decorator async',
      'prompt caching ttl 60 seconds',
      'std::vector',
      'task-queue retries',
      'GPT-4o mini cost per 1000 tokens',
      'プロンプトのバージョン管理',
    ])
      expect(cleanTypedText(text)).toBe(text);
  });
  it('masks e-mail addresses, keys, IP addresses and long numbers', () => {
    expect(cleanTypedText('invite ana.lopez+docs@example.co.uk to my project')).toBe(
      'invite [email] to my project',
    );
    expect(cleanTypedText('why does sk-sl-1a2b3c4d5e fail')).toBe('why does [key] fail');
    expect(cleanTypedText('Authorization: Bearer abc.def')).toBe('Authorization: [key]');
    expect(cleanTypedText('self-hosted at 10.0.3.17 and fe80::1ff:fe23:4567:890a')).toBe(
      'self-hosted at [ip] and [ip]',
    );
    expect(cleanTypedText('card 4111 1111 1111 1111 refused, call +49 30 1234567')).toBe(
      'card [number] refused, call +[number]',
    );
  });
  it('turns line breaks and control characters into spaces and cuts long texts', () => {
    expect(cleanTypedText('a\nb\u0000c\u202Ed\u200Be')).toBe('a b c d e');
    expect([...cleanTypedText('x'.repeat(5000))]).toHaveLength(maxTypedTextLength);
  });
  it('masks every IPv6 address that holds a digit, in any of its written forms', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV6(), { minLength: 1, maxLength: 5 }), (addresses) => {
        const clean = cleanTypedText(`see ${addresses.join(' and ')} here`);
        for (const address of addresses.filter((candidate) => /\d/.test(candidate)))
          expect(clean.split(' '), clean).not.toContain(address);
      }),
      { numRuns: 1000 },
    );
  });
  it('never keeps anything identifying, whatever the text', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.ipV4(),
      fc.ipV6(),
      fc.stringMatching(/^\d{6,20}$/),
      fc.stringMatching(/^(pk|sk)-[a-z0-9-]{4,30}$/),
      fc.constantFrom('\n', '\u0000', '\u202E', ' @ ', '@', '.', '-', ' '),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
        (text) => {
          const clean = cleanTypedText(text);
          expect([...clean].length).toBeLessThanOrEqual(maxTypedTextLength);
          for (const [name, pattern] of Object.entries(identifying))
            expect(
              pattern.test(clean),
              `${name} in ${JSON.stringify(clean)} from ${JSON.stringify(text)}`,
            ).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
