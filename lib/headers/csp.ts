import type { Integrations } from '@/config/integrations';

const originOf = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy for what is configured: the site itself, the app hosts the sign-in
 * button asks for sessions, the video host, and a vendor's origin only when that vendor is set.
 * Inline scripts stay allowed: the prerendered pages carry Next.js's inline bootstrap and the
 * no-flash theme script, and static pages cannot carry per-request nonces.
 */
export function contentSecurityPolicy(input: {
  integrations: Integrations;
  appHosts: readonly string[];
  /** Absolute URLs (or site paths) of video manifests and thumbnails. */
  mediaUrls: readonly string[];
  /** Next.js development mode needs eval for fast refresh. */
  development?: boolean;
  /**
   * Pages whose request console sends to the API server the reader chooses (API reference pages): a
   * cloud region or any self-hosted host, so any HTTPS origin may be connected to.
   */
  anyHttpsConnection?: boolean;
}): string {
  const { analytics, crm, consent, chat } = input.integrations;
  const unique = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((v): v is string => !!v)),
  ];
  const media = unique(input.mediaUrls.filter((u) => /^https?:\/\//.test(u)).map(originOf));
  const scripts = unique(
    [analytics?.host, crm?.scriptUrl, consent?.scriptUrl, chat?.scriptUrl].map((u) =>
      u ? originOf(u) : null,
    ),
  );
  // PostHog sends events to its host; HubSpot's script reports to its own collectors.
  const connections = unique([
    ...input.appHosts.map(originOf),
    analytics?.host ? originOf(analytics.host) : null,
    ...media,
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", "'unsafe-inline'", ...(input.development ? ["'unsafe-eval'"] : []), ...scripts],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media, ...scripts]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        ...(input.anyHttpsConnection ? ['https:'] : connections),
        ...(input.anyHttpsConnection ? [] : scripts),
      ],
    ],
    ['media-src', ["'self'", 'blob:', ...media]],
    ['frame-src', chat ? [originOf(chat.scriptUrl)] : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
