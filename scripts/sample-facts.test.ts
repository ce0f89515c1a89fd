import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentModels, retiredModels } from '../config/models';
import { planLimits, planPrices } from '../config/plans';
import {
  costProblems,
  factTexts,
  isCurrentModel,
  literalLimitProblems,
  modelProblems,
  planLimitProblems,
} from './sample-facts';

const notebook = (cells: { source: string; output?: string }[]) =>
  JSON.stringify({
    cells: cells.map(({ source, output }) => ({
      cell_type: 'code',
      source,
      outputs: output ? [{ output_type: 'stream', name: 'stdout', text: [output] }] : [],
    })),
  });

const check = (files: Record<string, string>) =>
  factTexts({
    contentFiles: Object.keys(files).filter((file) => file.endsWith('.mdx')),
    notebooks: Object.keys(files).filter((file) => file.endsWith('.ipynb')),
    openapi: null,
    read: (file) => files[file] ?? '',
  }).flatMap((text) => [...modelProblems(text), ...planLimitProblems(text)]);

describe('facts from one place', () => {
  it('fails on a retired model ID anywhere in a page, naming the line and the replacement', () => {
    expect(
      check({
        'content/docs/page.mdx': '# A page\n\nWe use `claude-3-5-haiku-20241022` for short answers.\n',
      }),
    ).toEqual([
      'content/docs/page.mdx:3: claude-3-5-haiku-20241022 is retired by Anthropic; use claude-haiku-4-5 (config/models.ts)',
    ]);
  });

  it("fails on a model setting outside the current list, in a notebook's code and in what it printed", () => {
    const problems = check({
      'cookbook/nb.ipynb': notebook([
        { source: 'client.chat.completions.create(\n    model="gpt-5-turbo-preview",\n)\n' },
        { source: 'print(response.model)', output: 'model: gpt-4o-mini\nmodel: claude-9\n' },
        { source: 'MODEL = "support-bot-prod"  # a deployment name, not a model ID\n' },
      ]),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^cookbook\/nb\.ipynb cell 1 line 2: model gpt-5-turbo-preview is not on the current list/,
      ),
      expect.stringMatching(
        /^cookbook\/nb\.ipynb cell 2 output line 2: model claude-9 is not on the current list/,
      ),
    ]);
  });

  it('accepts every current model, with a gateway prefix or a router suffix', () => {
    for (const { id } of currentModels) {
      expect(isCurrentModel(id)).toBe(true);
      expect(modelProblems({ file: 'x.mdx', text: `model="${id}"` })).toEqual([]);
    }
    expect(isCurrentModel('openai/gpt-4o-mini')).toBe(true);
    expect(isCurrentModel('meta-llama/Llama-3.1-8B-Instruct:cheapest')).toBe(true);
    for (const { id } of retiredModels) expect(isCurrentModel(id)).toBe(false);
  });

  it("fails on a plan limit other than config's, in a notebook's tool and in its output", () => {
    const problems = check({
      'cookbook/nb.ipynb': notebook([
        {
          source: 'limits = {"hobby": "50,000 events", "pro": "500,000 events"}\n',
          output: 'The Core plan includes 100,000 events per month.\n',
        },
      ]),
      'content/blog/post.mdx':
        'Retention is 30 days on Hobby and two years on Pro; Core keeps traces for 90 days.\n',
    });
    expect(problems).toEqual([
      'content/blog/post.mdx:1: Core keeps data 120 days (config/plans.ts planLimits), not 90 days',
      'cookbook/nb.ipynb cell 1 line 1: Hobby includes 40,000 events a month (config/plans.ts), not 50,000',
      'cookbook/nb.ipynb cell 1 output line 1: Core includes 150,000 events a month (config/plans.ts), not 100,000',
    ]);
  });

  it('fails on an explicit cost above the list price of its tokens, and accepts a discount', () => {
    const sample = (cost: number) => ({
      file: 'content/docs/page.mdx',
      text: `client.update_current_generation(model="gpt-4o-mini",\n    usage={"input_tokens": 1200, "output_tokens": 90}, cost_usd=${cost})`,
    });
    expect(costProblems(sample(0.0004))).toEqual([
      expect.stringMatching(
        /^content\/docs\/page\.mdx:2: cost 0\.0004 is above the list price of these tokens on gpt-4o-mini \(0\.000234 USD/,
      ),
    ]);
    expect(costProblems(sample(0.000117))).toEqual([]);
    expect(
      costProblems({
        file: 'x.mdx',
        text: 'costUsd: 9, model: "support-ft-v3", inputTokens: 1, outputTokens: 1',
      }),
    ).toEqual([]);
  });

  it('asks for <Fact /> where prose writes out an API size limit, but not in code or dated posts', () => {
    const text = 'Bodies are limited to 3.5 MB.\n\n```yaml\n# up to 3.5 MB\n```\n';
    expect(literalLimitProblems({ file: 'content/docs/api.mdx', text })).toEqual([
      'content/docs/api.mdx:1: write <Fact of="api.maxBodyMb" /> instead of "3.5 MB" (config/plans.ts apiLimits)',
    ]);
    expect(literalLimitProblems({ file: 'content/blog/2026-01-01-post.mdx', text })).toEqual([]);
  });

  it('accepts any sentence that quotes the configured figures (property)', () => {
    const plans = ['hobby', 'core', 'pro'] as const;
    const names = { hobby: 'Hobby', core: 'Core', pro: 'Pro' };
    fc.assert(
      fc.property(fc.constantFrom(...plans), fc.string({ maxLength: 20 }), (plan, filler) => {
        const events = (planPrices[plan].includedEvents ?? 0).toLocaleString('en-US');
        const days = planLimits[plan].retentionDays;
        const clean = filler.replace(/[\d.;|\n]/g, ' ');
        const text = `The ${names[plan]} plan${clean} includes ${events} events. ${days} days on ${names[plan]}.`;
        expect(planLimitProblems({ file: 'x.mdx', text })).toEqual([]);
      }),
    );
  });
});
