import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { apiLimits, planLimits, planPrices, teamsAddOn } from '../../config/plans';
import { mdxToMarkdown } from '../markdown/to-markdown';
import { openapiFactProblems } from '../../scripts/sample-facts';
import { factText, factValue } from './facts';
import { remarkFacts } from './remark-facts';

const render = (mdx: string, path = 'content/docs/page.mdx') =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkFacts)
      .use(remarkStringify)
      .processSync({ value: mdx, path }),
  );

describe('facts from config', () => {
  it('names every figure of config/plans.ts and formats it for the page language', () => {
    expect(factValue('plan.core.includedEvents')).toEqual({
      kind: 'number',
      value: planPrices.core.includedEvents,
    });
    expect(factValue('plan.hobby.rateLimit.ingestion')).toEqual({
      kind: 'number',
      value: planLimits.hobby.rateLimits.ingestion,
    });
    expect(factValue('addOn.teams.monthly')).toEqual({ kind: 'number', value: teamsAddOn.monthly });
    expect(factText('api.maxBodyMb', 'en')).toBe(`${apiLimits.maxBodyMb} MB`);
    expect(factText('plan.hobby.retention', 'en')).toBe('30 days');
    expect(factText('plan.pro.retention', 'en')).toBe('2 years');
    expect(factText('plan.pro.retention', 'ja')).toBe('2 年');
    expect(factText('plan.core.retention', 'ko')).toBe('120일');
    expect(factText('plan.pro.includedEvents', 'zh')).toBe('500,000');
  });

  it('refuses a name that does not exist and a figure that is a word, saying what to do', () => {
    expect(() => factValue('plan.pro.retentoin')).toThrow('there is no fact named "plan.pro.retentoin"');
    expect(() => factValue('plan.enterprise.rateLimit.ingestion')).toThrow(
      /is "custom" in config\/plans.ts, not a number/,
    );
    expect(() => factValue('plan.selfHosted.retention')).toThrow(/not set/);
  });

  it('replaces <Fact /> and <RateLimitTable /> before the page is read, in the language of its file', () => {
    expect(render('Retention: <Fact of="plan.pro.retention" />.\n')).toBe('Retention: 2 years.\n');
    expect(render('保持期間: <Fact of="plan.pro.retention" />\n', 'content/pages/pricing.ja.mdx')).toBe(
      '保持期間: 2 年\n',
    );
    const table = render('<RateLimitTable />\n');
    expect(table).toContain('| Endpoint group');
    expect(table).toContain(
      new Intl.NumberFormat('en').format(planLimits.pro.rateLimits.ingestion as number),
    );
    expect(() => render('<Fact of="api.nope" />\n', 'content/docs/limits.mdx')).toThrow(
      'content/docs/limits.mdx: there is no fact named "api.nope"',
    );
  });

  it('gives the Markdown twin the same figures as the page', () => {
    const markdown = mdxToMarkdown('Bodies up to <Fact of="api.maxBodyMb" />.\n', {
      title: 'Limits',
      siteUrl: 'https://spanlight.example',
      pagePath: '/docs/limits',
      videoUrl: (id) => id,
      planTable: () => [],
      planCards: () => [],
    });
    expect(markdown).toContain(`Bodies up to ${apiLimits.maxBodyMb} MB.`);
  });

  it('holds the OpenAPI document to the API limits', () => {
    const document = {
      info: { description: 'a body over 3.5 MB and (default 50, at most 100)' },
      paths: { '/ingestion': { post: { description: 'Sends up to 1,000 events in one request' } } },
      components: {
        schemas: {
          IngestionBatch: { properties: { batch: { maxItems: 500 } } },
          PaginationMeta: { properties: { limit: { maximum: 100 } } },
        },
        parameters: { Limit: { schema: { maximum: 100, default: 50 } } },
        responses: {
          PayloadTooLarge: { description: 'larger than 3.5 MB' },
          TooManyRequests: {
            headers: { 'Retry-After': {}, 'X-RateLimit-Limit': {}, 'X-RateLimit-Remaining': {} },
          },
        },
      },
    };
    expect(openapiFactProblems(document)).toEqual([
      'content/openapi.yml: components.schemas.IngestionBatch.properties.batch.maxItems is 500; config/plans.ts apiLimits says 1000',
      'content/openapi.yml: the 429 answer (components.responses.TooManyRequests) does not declare X-RateLimit-Reset',
    ]);
  });
});
