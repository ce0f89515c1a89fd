import { expect, test, type APIRequestContext } from '@playwright/test';

const site = 'https://spanlight.example';
/** The site's absolute URL of a path, as the announcements and indexes write it. */
const absolute = (path: string) => `${site}${path}`;
/** The local path of one of the site's absolute URLs. */
const local = (url: string) => url.slice(site.length);
const twinLink = (twin: string) => `<${absolute(twin)}>; rel="alternate"; type="text/markdown"`;

/** The `.md` links of an llms.txt file's page list. */
const listed = (text: string) =>
  [...text.matchAll(/^- \[[^\]]*\]\((https:\/\/spanlight\.example\/[^)]*\.md)\)/gm)].map((m) => m[1]!);

async function text(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The `href` of each `<link type="text/markdown">` in a page's HTML, as the browser reads the head. */
const headTwinLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\btype="text\/markdown"/.test(tag) && /\brel="alternate"/.test(tag))
    .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1]);

test.describe('pages announce their Markdown twin', () => {
  test('in the Link header and the head of a page of every kind, naming a twin that answers', async ({
    request,
  }) => {
    // Request level: the head is server HTML (the browser adds nothing to it), so no page is opened.
    for (const path of [
      '/docs/get-started',
      '/self-hosting/kubernetes',
      '/integrations/frameworks/langchain',
      '/guides/evaluate-a-rag-pipeline',
      '/faq/traces-not-showing',
      '/security/soc2',
      '/changelog/2026-10-14-typescript-sdk-v4-ga',
      '/blog/2026-10-21-tracing-multi-agent-systems',
      '/customers',
      '/ja/docs/get-started',
      '/ja',
      '/',
    ]) {
      const twin = path === '/' ? '/index.md' : `${path}.md`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['link'], path).toContain(twinLink(twin));
      expect(headTwinLinks(await response.text()), path).toEqual([absolute(twin)]);
      const markdown = await request.get(twin);
      expect(markdown.status(), twin).toBe(200);
      expect(markdown.headers()['content-type'], twin).toBe('text/markdown; charset=utf-8');
    }
  });

  // That every published page names exactly its own twin in its Link header is checked by the walk
  // over every published address (addresses.spec.ts), which requests each page anyway.

  test('not on a 404, on the assistant page (it has no twin) or on a twin itself', async ({
    page,
    request,
  }) => {
    for (const path of ['/docs/no-such-page', '/no-such-page', '/ja/docs/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect((await response?.headerValue('link')) ?? '', path).not.toContain('text/markdown');
      await expect(page.locator('link[type="text/markdown"]'), path).toHaveCount(0);
    }
    for (const path of ['/docs/ask-ai', '/ja/docs/ask-ai']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response?.headerValue('link'), path).toBeNull();
      await expect(page.locator('link[type="text/markdown"]'), path).toHaveCount(0);
    }
    const twin = await request.get('/docs/get-started.md');
    expect(twin.headers()['link']).toBeUndefined();
    const negotiated = await request.get('/docs/get-started', { headers: { Accept: 'text/markdown' } });
    expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(negotiated.headers()['link']).toBeUndefined();
  });
});

const sections = [
  ['docs', 'Docs'],
  ['self-hosting', 'Self-hosting'],
  ['integrations', 'Integrations'],
  ['guides', 'Guides'],
  ['faq', 'FAQ'],
  ['security', 'Security'],
  ['changelog', 'Changelog'],
  ['blog', 'Blog'],
  ['customers', 'Customers'],
] as const;

test.describe('llms.txt per section and language', () => {
  test('each section lists its own pages, and together they are the whole-site list', async ({ request }) => {
    const root = await text(request, '/llms.txt');
    const fromSections: string[] = [];
    for (const [section, title] of sections) {
      const response = await request.get(`/${section}/llms.txt`);
      expect(response.status(), section).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const body = await response.text();
      expect(body.startsWith(`# Spanlight ${title}\n\n> `), section).toBe(true);
      expect(body).toContain(`every section is listed in ${site}/llms.txt.`);
      const links = listed(body);
      expect(links.length, section).toBeGreaterThan(0);
      for (const link of links) expect(link, section).toMatch(new RegExp(`^${site}/${section}[./]`));
      expect(root, section).toContain(`- [${title}](${site}/${section}/llms.txt)`);
      fromSections.push(...links);
    }
    // The company pages (home, pricing, ...) have no section file of their own.
    const company = listed(root).filter(
      (link) => !sections.some(([section]) => new RegExp(`^${site}/${section}[./]`).test(link)),
    );
    expect(company).toContain(`${site}/pricing.md`);
    expect([...fromSections, ...company].sort()).toEqual(listed(root).sort());
  });

  test('Writing the Docs (for contributors) stays out of the llms files, the sitemap and search, but is reachable', async ({
    page,
    request,
  }) => {
    expect(await text(request, '/sitemap.xml')).not.toContain(`${site}/docs/contributing`);
    // Search for its pages' own titles: the product docs' search does not offer them.
    await page.goto('/docs/get-started');
    const box = page.getByRole('combobox', { name: 'Search documentation' });
    await box.focus();
    await page.keyboard.type('Cards, callouts and steps');
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(list.getByRole('option', { name: 'Cards, callouts and steps' })).toHaveCount(0);
    for (const path of ['/docs/llms.txt', '/llms.txt']) {
      expect(await text(request, path), path).not.toContain(`${site}/docs/contributing`);
    }
    // Other pages may link to it; its own pages are not in the file.
    const full = await text(request, '/llms-full.txt');
    expect(full).not.toContain(`<!-- ${site}/docs/contributing`);
    expect(full).not.toContain('\n# Writing the Docs\n');
    expect((await request.get('/docs/contributing')).status()).toBe(200);
    expect((await request.get('/docs/contributing/code-blocks.md')).status()).toBe(200);
  });

  test('a language has a section file where it has pages of that section', async ({ request }) => {
    const root = await text(request, '/ja/llms.txt');
    const docs = await text(request, '/ja/docs/llms.txt');
    expect(docs).toContain('\nLanguage: ja\n');
    expect(docs).toContain(`every section is listed in ${site}/ja/llms.txt.`);
    expect(listed(docs)).toContain(`${site}/ja/docs/get-started.md`);
    for (const link of listed(docs)) expect(link).toMatch(new RegExp(`^${site}/ja/docs[./]`));
    expect(root).toContain(`- [Docs](${site}/ja/docs/llms.txt)`);
    // Every section file the language's index names exists.
    for (const [, url] of root.matchAll(/\((https:\/\/spanlight\.example\/ja\/[a-z-]+\/llms\.txt)\)/g)) {
      expect((await request.get(local(url!))).status(), url).toBe(200);
    }
  });

  test('other addresses are not found, and never an error', async ({ request }) => {
    for (const path of [
      '/pages/llms.txt',
      '/en-US/docs/llms.txt',
      '/docs/observability/llms.txt',
      '/xx/docs/llms.txt',
      '/no-such-section/llms.txt',
      '/ja/no-such-section/llms.txt',
      '/api/llms/xx/docs',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('the note for agents at the end of every twin', () => {
  test('names the section and site indexes, the MCP server and the feedback API', async ({ request }) => {
    const markdown = await text(request, '/docs/get-started.md');
    const note = markdown.slice(markdown.lastIndexOf('\n---\n'));
    expect(note).toContain(`${site}/docs/llms.txt (this section) and ${site}/llms.txt (the whole site)`);
    expect(note).toContain(`${site}/api/mcp`);
    expect(note).toContain(`POST ${site}/api/feedback`);
    expect(note).toContain('{"page":"/docs/get-started","feedback":"positive"}');
    expect(note.trim().split('\n').length).toBeLessThanOrEqual(5);
  });

  test('points a translated page at its language’s indexes, a company page at the site’s', async ({
    request,
  }) => {
    const japanese = await text(request, '/ja/docs/get-started.md');
    expect(japanese).toContain(
      `${site}/ja/docs/llms.txt (this section) and ${site}/ja/llms.txt (the whole site)`,
    );
    const pricing = await text(request, '/pricing.md');
    expect(pricing).toContain(`at ${site}/llms.txt (the whole site).`);
  });

  test('the body it shows is one the feedback API accepts', async ({ request }) => {
    const markdown = await text(request, '/faq/traces-not-showing.md');
    const body = /body `(\{[^`]+\})`/.exec(markdown)![1]!;
    const response = await request.post('/api/feedback', {
      data: body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status()).toBe(204);
  });

  test('llms-full.txt has it once, at the end', async ({ request }) => {
    const full = await text(request, '/llms-full.txt');
    expect(full.match(/For agents: /g)).toHaveLength(1);
    expect(full.trimEnd().split('\n').at(-1)).toContain(`POST ${site}/api/feedback`);
  });
});

test('the sitemap lists the assistant page in every language, with hreflang alternates', async ({
  request,
}) => {
  const sitemap = await text(request, '/sitemap.xml');
  for (const path of ['/docs/ask-ai', '/ja/docs/ask-ai', '/ko/docs/ask-ai', '/zh/docs/ask-ai']) {
    const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${site}${path}</loc>`));
    expect(entry, path).toBeDefined();
    expect(entry).toContain(`hreflang="ja" href="${site}/ja/docs/ask-ai"`);
    expect(entry).toContain(`hreflang="x-default" href="${site}/docs/ask-ai"`);
  }
  const translated = sitemap
    .split('<url>')
    .find((url) => url.includes(`<loc>${site}/docs/get-started</loc>`));
  expect(translated).toContain(`hreflang="ja" href="${site}/ja/docs/get-started"`);
});
