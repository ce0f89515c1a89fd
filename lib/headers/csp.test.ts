import { describe, expect, it } from 'vitest';
import { parseIntegrations } from '@/config/integrations';
import { contentSecurityPolicy } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

const appHosts = ['https://cloud.spanlight.example', 'https://us.cloud.spanlight.example'];

describe('contentSecurityPolicy', () => {
  it('allows no vendor host when nothing is configured', () => {
    const policy = contentSecurityPolicy({
      integrations: parseIntegrations({}),
      appHosts,
      mediaUrls: ['/videos/{id}/index.m3u8'],
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...appHosts]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/posthog|hs-scripts|unsafe-eval/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('adds each configured vendor, and only that vendor', () => {
    const integrations = parseIntegrations({
      NEXT_PUBLIC_POSTHOG_KEY: 'phc_x',
      NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
      NEXT_PUBLIC_HUBSPOT_PORTAL_ID: '123',
    });
    const policy = contentSecurityPolicy({
      integrations,
      appHosts,
      mediaUrls: ['https://stream.example/{id}/index.m3u8'],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://eu.i.posthog.com',
      'https://js.hs-scripts.com',
    ]);
    expect(directive(policy, 'connect-src')).toContain('https://eu.i.posthog.com');
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'https://stream.example']);
    expect(policy).not.toContain('chat');
  });
});

describe('parseIntegrations', () => {
  it('is all off without variables, and blank values count as unset', () => {
    expect(parseIntegrations({ NEXT_PUBLIC_POSTHOG_KEY: '', NEXT_PUBLIC_POSTHOG_HOST: '' })).toEqual({
      analytics: null,
      crm: null,
      consent: null,
      chat: null,
    });
  });

  it('names every variable that is wrong, one line each', () => {
    expect(() => parseIntegrations({ NEXT_PUBLIC_CHAT_SCRIPT_URL: 'http://chat.example/x.js' })).toThrow(
      /\n {2}- NEXT_PUBLIC_CHAT_SCRIPT_URL: must be an https URL/,
    );
    expect(() => parseIntegrations({ NEXT_PUBLIC_POSTHOG_KEY: 'phc_x' })).toThrow(
      '  - NEXT_PUBLIC_POSTHOG_HOST: is required with NEXT_PUBLIC_POSTHOG_KEY: set both to enable analytics, or neither',
    );
    expect(() =>
      parseIntegrations({ NEXT_PUBLIC_HUBSPOT_PORTAL_ID: 'abc', NEXT_PUBLIC_POSTHOG_HOST: 'ftp://x' }),
    ).toThrow(
      /^Invalid third-party settings .*:\n {2}- NEXT_PUBLIC_POSTHOG_HOST: .*\n {2}- NEXT_PUBLIC_HUBSPOT_PORTAL_ID: .*\n {2}- NEXT_PUBLIC_POSTHOG_KEY: is required/,
    );
  });

  it('accepts local stand-ins on 127.0.0.1 and localhost', () => {
    expect(
      parseIntegrations({ NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'http://127.0.0.1:4110/consent.js' }).consent,
    ).toEqual({
      scriptUrl: 'http://127.0.0.1:4110/consent.js',
    });
  });
});

describe('the API reference pages policy', () => {
  it('lets the request console connect to any HTTPS server, and changes nothing else', () => {
    const input = { integrations: parseIntegrations({}), appHosts, mediaUrls: [] };
    const page = contentSecurityPolicy(input);
    const reference = contentSecurityPolicy({ ...input, anyHttpsConnection: true });
    expect(directive(reference, 'connect-src')).toEqual(["'self'", 'https:']);
    const others = (policy: string) => policy.split('; ').filter((part) => !part.startsWith('connect-src'));
    expect(others(reference)).toEqual(others(page));
    expect(directive(reference, 'script-src')).not.toContain("'unsafe-eval'");
  });
});
