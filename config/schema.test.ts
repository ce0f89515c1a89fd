import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteConfig, SiteConfigError } from './schema';

async function loadSiteConfig() {
  vi.resetModules();
  return (await import('./site')).siteConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('accepts the shipped configuration', async () => {
    const config = await loadSiteConfig();
    expect(config.name).toBe('Spanlight');
    expect(config.repository.stars).toBe(18742);
    expect(config.regions.map((r) => r.id)).toEqual(['eu', 'us', 'hipaa']);
  });

  it('stops on an invalid docs repository URL, naming the field', async () => {
    vi.stubEnv('SPANLIGHT_DOCS_REPOSITORY', 'https://gitlab.example/spanlight/docs');
    await expect(loadSiteConfig()).rejects.toThrow(
      /^Invalid site configuration:\n {2}- config\/site\.ts: docsRepository\.url: must be a GitHub repository URL/,
    );
  });

  it('rejects a repository URL with a trailing .git or path', async () => {
    for (const url of [
      'https://github.com/spanlight/docs.git',
      'https://github.com/spanlight/docs/tree/main',
    ]) {
      vi.stubEnv('SPANLIGHT_DOCS_REPOSITORY', url);
      await expect(loadSiteConfig(), url).rejects.toThrow(/docsRepository\.url/);
    }
  });

  it('names every bad field at once', async () => {
    const config = await loadSiteConfig();
    const broken = {
      ...config,
      siteUrl: 'not a url',
      regions: config.regions.slice(0, 2),
      surprise: true,
    };
    let error: unknown;
    try {
      parseSiteConfig(broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    const message = (error as Error).message;
    expect(message).toContain('siteUrl:');
    expect(message).toContain('regions:');
    expect(message).toMatch(/surprise/);
  });

  it('names a footer link whose label key is not in the message catalogue', async () => {
    const config = await loadSiteConfig();
    const [first, ...rest] = config.footer;
    const footer = [{ ...first!, links: [{ labelKey: 'footerNoSuchKey', href: '/docs' }] }, ...rest];
    expect(() => parseSiteConfig({ ...config, footer })).toThrow(/config\/site\.ts: footer\[0\]\.links\[0\]/);
  });

  it('reads hosts from the environment', async () => {
    vi.stubEnv('SPANLIGHT_APP_URL_US', 'https://us.app.test');
    const config = await loadSiteConfig();
    expect(config.regions.find((r) => r.id === 'us')?.url).toBe('https://us.app.test');
  });
});
