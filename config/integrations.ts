import { z } from 'zod';
import { issueReport, type ValidationIssue } from './issues';

/**
 * Third-party services, each off unless its environment variables are set (read at build time, like
 * the rest of the configuration). With none set the site loads no third-party script at all.
 */
const url = z
  .string()
  .url({ error: 'must be an absolute URL' })
  .refine(
    (value) => /^https:\/\//.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(`${value}/`),
    {
      message: 'must be an https URL (plain http only for localhost or 127.0.0.1)',
    },
  );

const schema = z.object({
  NEXT_PUBLIC_POSTHOG_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_POSTHOG_HOST: url.optional(),
  NEXT_PUBLIC_HUBSPOT_PORTAL_ID: z
    .string()
    .regex(/^\d+$/, { error: 'must be the numeric HubSpot portal id' })
    .optional(),
  NEXT_PUBLIC_HUBSPOT_SCRIPT_URL: url.optional(),
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: url.optional(),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: url.optional(),
});

export interface Integrations {
  /** PostHog: its loader is `{host}/static/array.js`. */
  analytics: { key: string; host: string } | null;
  /** HubSpot tracking script. */
  crm: { scriptUrl: string } | null;
  /** A cookie-consent script, loaded before the page is interactive. */
  consent: { scriptUrl: string } | null;
  /** A live-chat script (see the adapter contract in the README). */
  chat: { scriptUrl: string } | null;
}

/** Reads the integrations from the environment; bad values throw naming every variable. */
export function parseIntegrations(env: Record<string, string | undefined>): Integrations {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(blankless);
  const issues: ValidationIssue[] = [...(result.error?.issues ?? [])];
  const [key, host] = ['NEXT_PUBLIC_POSTHOG_KEY', 'NEXT_PUBLIC_POSTHOG_HOST'] as const;
  if (!!blankless[key] !== !!blankless[host]) {
    const [missing, given] = blankless[key] ? [host, key] : [key, host];
    issues.push({
      path: [missing],
      message: `is required with ${given}: set both to enable analytics, or neither`,
    });
  }
  if (!result.success || issues.length > 0) {
    throw new Error(
      issueReport('Invalid third-party settings (environment variables read at build time)', issues),
    );
  }
  const e = result.data;
  const hubspot =
    e.NEXT_PUBLIC_HUBSPOT_SCRIPT_URL ??
    (e.NEXT_PUBLIC_HUBSPOT_PORTAL_ID
      ? `https://js.hs-scripts.com/${e.NEXT_PUBLIC_HUBSPOT_PORTAL_ID}.js`
      : undefined);
  return {
    analytics:
      e.NEXT_PUBLIC_POSTHOG_KEY && e.NEXT_PUBLIC_POSTHOG_HOST
        ? { key: e.NEXT_PUBLIC_POSTHOG_KEY, host: e.NEXT_PUBLIC_POSTHOG_HOST.replace(/\/+$/, '') }
        : null,
    crm: hubspot ? { scriptUrl: hubspot } : null,
    consent: e.NEXT_PUBLIC_CONSENT_SCRIPT_URL ? { scriptUrl: e.NEXT_PUBLIC_CONSENT_SCRIPT_URL } : null,
    chat: e.NEXT_PUBLIC_CHAT_SCRIPT_URL ? { scriptUrl: e.NEXT_PUBLIC_CHAT_SCRIPT_URL } : null,
  };
}

export const integrations: Integrations = parseIntegrations({
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
  NEXT_PUBLIC_HUBSPOT_PORTAL_ID: process.env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID,
  NEXT_PUBLIC_HUBSPOT_SCRIPT_URL: process.env.NEXT_PUBLIC_HUBSPOT_SCRIPT_URL,
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: process.env.NEXT_PUBLIC_CONSENT_SCRIPT_URL,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL,
});
