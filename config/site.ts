import { parseSiteConfig, type SiteConfig } from './schema';

/**
 * The site configuration. Hosts may be overridden by environment variables (see README); every other
 * value is edited here. Parsed (and so validated) when this module is first imported, which happens
 * in `next.config.ts` at build and at start: a bad value stops the site with the field's name.
 */
const env = (name: string, fallback: string) => process.env[name] || fallback;

const raw = {
  name: 'Spanlight',
  pitch:
    'Open-source LLM engineering platform: tracing, prompt management, evaluation, datasets, metrics and a playground for teams building LLM applications.',
  owner: 'Spanlight Labs',
  license: 'MIT',
  copyrightStartYear: 2022,
  siteUrl: env('SPANLIGHT_SITE_URL', 'https://spanlight.example'),
  repository: { url: 'https://github.com/spanlight/spanlight', stars: 18742 },
  docsRepository: {
    url: env('SPANLIGHT_DOCS_REPOSITORY', 'https://github.com/spanlight/spanlight-docs'),
    branch: env('SPANLIGHT_DOCS_BRANCH', 'main'),
  },
  community: { discord: 'https://discord.spanlight.example' },
  social: {
    x: 'https://x.com/spanlight',
    linkedin: 'https://www.linkedin.com/company/spanlight',
    youtube: 'https://www.youtube.com/@spanlight',
    github: 'https://github.com/spanlight',
  },
  regions: [
    { id: 'eu', url: env('SPANLIGHT_APP_URL_EU', 'https://cloud.spanlight.example'), label: 'EU' },
    { id: 'us', url: env('SPANLIGHT_APP_URL_US', 'https://us.cloud.spanlight.example'), label: 'US' },
    {
      id: 'hipaa',
      url: env('SPANLIGHT_APP_URL_HIPAA', 'https://hipaa.cloud.spanlight.example'),
      label: 'HIPAA',
    },
  ],
  statusPage: 'https://status.spanlight.example',
  notebookCloud: {
    urlTemplate: 'https://colab.research.google.com/github/{owner}/{repo}/blob/{branch}/{path}',
    bannerPaths: ['/guides/cookbook', '/integrations', '/docs/observability/sdk/python'],
  },
  video: {
    manifestUrlTemplate: env('SPANLIGHT_VIDEO_MANIFEST_URL', '/videos/{id}/index.m3u8'),
    thumbnailUrlTemplate: env('SPANLIGHT_VIDEO_THUMBNAIL_URL', '/videos/{id}/thumbnail.jpg?time={time}'),
    captionsUrlTemplate: env('SPANLIGHT_VIDEO_CAPTIONS_URL', '/videos/{id}/captions.vtt'),
    defaultPosterTime: 1,
  },
  banner: { key: 'js-sdk-v4-ga', href: '/changelog/2026-10-14-typescript-sdk-v4-ga' },
  careersPath: '/careers',
  demo: { projectPath: '/demo', videoPath: '/watch-demo' },
  mcpDocsPath: '/docs/mcp-server',
  i18n: { defaultLocale: 'en-US', locales: ['en-US', 'ja', 'ko', 'zh'], cookieMaxAge: 60 * 60 * 24 * 365 },
  footer: [
    {
      titleKey: 'platform',
      links: [
        { labelKey: 'footerTracing', href: '/docs/observability/overview' },
        { labelKey: 'footerPromptManagement', href: '/docs/prompt-management/get-started' },
        { labelKey: 'footerEvaluation', href: '/docs/evaluation/scores/overview' },
        { labelKey: 'footerAnnotation', href: '/docs/evaluation/annotation-queues' },
        { labelKey: 'footerDatasets', href: '/docs/datasets/overview' },
        { labelKey: 'footerMetrics', href: '/docs/metrics/overview' },
        { labelKey: 'footerPlayground', href: '/docs/playground' },
      ],
    },
    {
      titleKey: 'integrations',
      links: [
        { label: 'Python SDK', href: '/docs/observability/sdk/python' },
        { label: 'JS/TS SDK', href: '/docs/observability/sdk/typescript' },
        { labelKey: 'footerModelProviders', href: '/integrations/model-providers' },
        { labelKey: 'footerFrameworks', href: '/integrations/frameworks' },
        { labelKey: 'footerGateways', href: '/integrations/gateways' },
        { labelKey: 'footerNoCode', href: '/integrations/no-code' },
        { label: 'API', href: '/docs/api' },
      ],
    },
    {
      titleKey: 'resources',
      links: [
        { labelKey: 'footerDocumentation', href: '/docs' },
        { labelKey: 'footerDemo', href: '/demo' },
        { labelKey: 'footerVideoDemo', href: '/watch-demo' },
        { labelKey: 'changelog', href: '/changelog' },
        { labelKey: 'footerRoadmap', href: '/roadmap' },
        { labelKey: 'pricing', href: '/pricing' },
        { labelKey: 'footerEnterprise', href: '/enterprise' },
        { labelKey: 'footerSelfHosting', href: '/self-hosting' },
        { labelKey: 'footerOpenSource', href: '/open-source' },
        { labelKey: 'footerWhy', href: '/why' },
        { labelKey: 'footerLibrary', href: '/library' },
        { labelKey: 'footerStatus', href: 'https://status.spanlight.example' },
        { label: '日本語', href: '/ja' },
        { label: '한국어', href: '/ko' },
        { label: '中文', href: '/zh' },
      ],
    },
    {
      titleKey: 'about',
      links: [
        { labelKey: 'blog', href: '/blog' },
        { labelKey: 'footerCareers', href: '/careers' },
        { labelKey: 'footerAboutUs', href: '/about' },
        { labelKey: 'customers', href: '/customers' },
        { labelKey: 'footerSupport', href: '/support' },
        { labelKey: 'footerTalkToUs', href: '/talk-to-us' },
        { labelKey: 'footerOssFriends', href: '/oss-friends' },
        { label: 'X (Twitter)', href: 'https://x.com/spanlight' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/spanlight' },
        { label: 'YouTube', href: 'https://www.youtube.com/@spanlight' },
      ],
    },
    {
      titleKey: 'legal',
      links: [
        { labelKey: 'footerSecurity', href: '/security' },
        { labelKey: 'footerImprint', href: '/imprint' },
        { labelKey: 'footerTerms', href: '/terms' },
        { labelKey: 'footerPrivacy', href: '/privacy' },
        { label: 'SOC 2 Type II', href: '/security/soc2' },
        { label: 'ISO 27001', href: '/security/iso27001' },
        { label: 'GDPR', href: '/security/gdpr' },
        { label: 'HIPAA', href: '/security/hipaa' },
      ],
    },
  ],
} satisfies Record<keyof SiteConfig, unknown>;

export const siteConfig: SiteConfig = parseSiteConfig(raw);
