import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, type MarkdownContext } from './to-markdown';

const context: MarkdownContext = {
  title: 'Code tabs',
  description: 'One example in several languages.',
  siteUrl: 'https://spanlight.example',
  pagePath: '/docs/contributing/code-tabs',
  videoUrl: (id) => `/videos/${id}/index.m3u8`,
  planTable: () => [
    ['Feature', 'Hobby', 'Pro'],
    ['Audit logs', 'Not available', 'Included'],
  ],
  planCards: () => [
    {
      name: 'Core',
      price: 'USD 39',
      perMonth: 'per month',
      included: '100,000 events a month included',
      tagline: 'For a team.',
      points: ['120 days of data', 'E-mail support'],
      cta: 'Start free',
      href: 'https://cloud.spanlight.example',
    },
    {
      name: 'Enterprise',
      price: 'Custom',
      perMonth: null,
      included: null,
      tagline: 'For organisations.',
      points: ['Custom volume'],
      cta: 'Talk to sales',
      href: '/talk-to-us',
    },
  ],
};

const render = (body: string) =>
  mdxToMarkdown(`---\ntitle: Ignored\ndescription: Ignored\n---\n\n${body}`, context);

describe('mdxToMarkdown', () => {
  it('starts with the title as a heading and the description, without front matter', () => {
    const markdown = render('## First\n\nText.');
    expect(markdown.startsWith('# Code tabs\n\nOne example in several languages.\n\n## First\n\nText.')).toBe(
      true,
    );
    expect(markdown).not.toContain('Ignored');
  });

  it('turns a group of tabbed fences into labelled sections', () => {
    const markdown = render(
      '```python tab="Python"\nclient.flush()\n```\n\n```ts tab="JS/TS" title="a.ts"\nawait spanlight.flush();\n```',
    );
    expect(markdown).toContain('**Python**\n\n```python\nclient.flush()\n```');
    expect(markdown).toContain('**JS/TS**\n\n```ts title="a.ts"\nawait spanlight.flush();\n```');
    expect(markdown).not.toContain('tab=');
  });

  it('turns <Tabs>/<Tab> into labelled sections', () => {
    const markdown = render(
      '<Tabs items={[\'Cloud\', \'Self-hosted\']}>\n<Tab value="Cloud">\n\nSign in.\n\n</Tab>\n<Tab value="Self-hosted">\n\nRun it.\n\n</Tab>\n</Tabs>',
    );
    expect(markdown).toContain('**Cloud**\n\nSign in.\n\n**Self-hosted**\n\nRun it.');
    expect(markdown).not.toContain('<Tab');
  });

  it('turns callouts into blockquotes with their title or type name', () => {
    expect(
      render('<Callout type="warning" title="Flush before exit">\nCall `flush()`.\n</Callout>'),
    ).toContain('> **Flush before exit**\n>\n> Call `flush()`.');
    expect(render('<Callout type="error">\nNever.\n</Callout>')).toContain('> **Error**');
    expect(render('<Callout>\nNote this.\n</Callout>')).toContain('> **Note**');
  });

  it('turns cards into a list of absolute links with descriptions', () => {
    const markdown = render(
      '<Cards>\n  <Card title="Tracing" href="/docs/observability/overview" description="Traces and spans." />\n  <Card title="Code" href="https://github.com/spanlight/spanlight" />\n</Cards>',
    );
    expect(markdown).toContain(
      '- [Tracing](https://spanlight.example/docs/observability/overview): Traces and spans.',
    );
    expect(markdown).toContain('- [Code](https://github.com/spanlight/spanlight)');
  });

  it('numbers the steps', () => {
    const markdown = render('<Steps>\n\n### Install\n\nRun it.\n\n### Configure\n\nSet keys.\n\n</Steps>');
    expect(markdown).toContain('### Step 1: Install');
    expect(markdown).toContain('### Step 2: Configure');
  });

  it('links a video and renders the plan table as a GFM table', () => {
    expect(render('<Video id="demo" title="A walkthrough" duration={5} />')).toContain(
      'Video: [A walkthrough](https://spanlight.example/videos/demo/index.m3u8)',
    );
    expect(render('<PlanCards />')).toBe(
      [
        '# Code tabs',
        '',
        'One example in several languages.',
        '',
        '- **Core**: USD 39 per month. 100,000 events a month included. For a team. 120 days of data; E-mail support. [Start free](https://cloud.spanlight.example)',
        '- **Enterprise**: Custom. For organisations. Custom volume. [Talk to sales](https://spanlight.example/talk-to-us)',
        '',
      ].join('\n'),
    );
    expect(render('<PlanAvailability />')).toMatch(
      /\| Feature +\| Hobby +\| Pro +\|\n\| -+ \| -+ \| -+ \|\n\| Audit logs +\| Not available \| Included +\|/,
    );
  });

  it('gives a diagram as a line with its text alternative, and its caption', () => {
    const markdown = render(
      'Open a trace.\n\n<Diagram name="trace-tree" alt="A trace tree: answer-question holds retrieve and compose" caption="The trace view" />\n\nNext.',
    );
    expect(markdown).toContain(
      'Open a trace.\n\nDiagram: A trace tree: answer-question holds retrieve and compose\n\n_The trace view_\n\nNext.',
    );
    expect(markdown).not.toContain('<Diagram');
    expect(render('<Diagram name="dashboard" alt="ダッシュボード" />')).toContain(
      'Diagram: ダッシュボード\n',
    );
  });

  it('makes links and images absolute and drops imports and expressions', () => {
    const markdown = render(
      "import x from './x';\n\nSee [sessions](/docs/observability/sessions), [next](./traces) and [top](#top).\n\n![A trace](/images/docs/trace-waterfall.png)\n\n{1 + 1}",
    );
    expect(markdown).toContain('[sessions](https://spanlight.example/docs/observability/sessions)');
    expect(markdown).toContain('[next](https://spanlight.example/docs/contributing/traces)');
    expect(markdown).toContain('[top](#top)');
    expect(markdown).toContain('![A trace](https://spanlight.example/images/docs/trace-waterfall.png)');
    expect(markdown).not.toContain('import');
    expect(markdown).not.toContain('1 + 1');
  });

  it('leads the links of a translated page to the translated pages, as the page does', () => {
    const markdown = mdxToMarkdown('See [home](/docs), [traces](/docs/observability/traces?x=1#a).', {
      ...context,
      pagePath: '/ja/docs/get-started',
      locale: 'ja',
      localizePath: (path) => (path === '/docs' ? '/ja/docs' : path),
    });
    expect(markdown).toContain('[home](https://spanlight.example/ja/docs)');
    expect(markdown).toContain('[traces](https://spanlight.example/docs/observability/traces?x=1#a)');
  });

  it('keeps tables and code', () => {
    const markdown = render('| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\nnpm i\n```');
    expect(markdown).toContain('| a | b |');
    expect(markdown).toContain('```bash\nnpm i\n```');
  });
});
