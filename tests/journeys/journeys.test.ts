import { describe, expect, it } from 'vitest';
import {
  composeProblems,
  programsWithoutEnvLoading,
  uncreatedDatasets,
  unreachablePromptFetches,
  unsetVariables,
} from './consistency';
import { journeyProblems } from './journey-check';
import { journeys, type Check } from './journeys';
import { pageSource, readPageSource } from './page-source';

/** The page's source with everything that satisfies `check` taken out. */
function without(source: string, check: Check): string {
  if ('link' in check) return source.replaceAll(`](${check.link}`, '](/removed');
  const pattern = 'code' in check ? check.code : check.text;
  return source.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), 'REMOVED');
}

describe('the journeys a newcomer follows', () => {
  for (const journey of journeys) {
    it(`${journey.name}: every step is on the page, in order, with a next step and troubleshooting`, () => {
      expect(journeyProblems(journey, readPageSource(journey.file))).toEqual([]);
    });

    it(`${journey.name}: a page that loses any of its steps fails`, () => {
      const { source } = readPageSource(journey.file);
      const steps = [...journey.before, ...Object.values(journey.ways?.steps ?? {}).flat(), ...journey.after];
      for (const { step, check } of steps) {
        const problems = journeyProblems(journey, pageSource(journey.file, without(source, check)));
        expect(problems, `removing "${step}"`).not.toEqual([]);
      }
      const noNext = journey.next.reduce((text, link) => without(text, { link }), source);
      expect(journeyProblems(journey, pageSource(journey.file, noNext)).join('\n')).toMatch(/no next step/);
    });
  }

  it('the samples agree with each other: each prompt fetched was created with that label, each dataset read was created', () => {
    const pages = journeys.map((journey) => readPageSource(journey.file));
    expect(unreachablePromptFetches(pages)).toEqual([]);
    expect(uncreatedDatasets(pages)).toEqual([]);
  });

  it('every variable a program reads is set on its page, and .env is loaded before a client is made', () => {
    for (const journey of journeys.filter((candidate) => candidate.file.startsWith('content/docs/'))) {
      const page = readPageSource(journey.file);
      expect(unsetVariables(page)).toEqual([]);
      expect(programsWithoutEnvLoading(page)).toEqual([]);
    }
  });

  it('the Docker Compose file works as the page says: bucket, health checks, ports and credentials agree', () => {
    expect(composeProblems(readPageSource('content/self-hosting/docker-compose.mdx'))).toEqual([]);
  });

  it('the translated Get Started pages show the same code as the English one', () => {
    const english = readPageSource('content/docs/get-started.mdx').fences.map((fence) => fence.code);
    for (const locale of ['ja', 'ko', 'zh'])
      expect(
        readPageSource(`content/docs/get-started.${locale}.mdx`).fences.map((fence) => fence.code),
      ).toEqual(english);
  });
});

describe('the consistency checks catch what a reader would trip on', () => {
  const page = (source: string) => pageSource('fixture.mdx', source);

  it('a prompt created with staging and fetched with production', () => {
    const staged = page(
      '```python\nclient.create_prompt(name="support-answer", prompt="x", labels=["staging"])\n```\n' +
        '```python\nclient.get_prompt("support-answer", label="production")\n```\n',
    );
    expect(unreachablePromptFetches([staged])).toEqual([
      'fixture.mdx: fetches "support-answer" with the label "production", which no step gives it (latest, staging)',
    ]);
    const promoted = page(
      `${staged.source}\`\`\`python\nclient.update_prompt(name="support-answer", version=2, new_labels=["production"])\n\`\`\`\n`,
    );
    expect(unreachablePromptFetches([promoted])).toEqual([]);
    const js = page(
      "```ts\nawait spanlight.prompts.create({ name: 'a', prompt: 'x', labels: ['staging'] });\n" +
        "await spanlight.prompts.get('a');\n```\n",
    );
    expect(unreachablePromptFetches([js])).toHaveLength(1);
  });

  it('a dataset read that no step creates', () => {
    expect(uncreatedDatasets([page('```python\nclient.get_dataset("qa-golden")\n```\n')])).toHaveLength(1);
  });

  it('a variable read but never set, and a client made before .env is loaded', () => {
    const fixture = page(
      '```bash title=".env"\nSPANLIGHT_PUBLIC_KEY=1\nSPANLIGHT_SECRET_KEY=2\nSPANLIGHT_HOST=3\n```\n' +
        '```python title="app.py"\nfrom spanlight.openai import OpenAI\nfrom dotenv import load_dotenv\nload_dotenv()\nOpenAI()\n```\n',
    );
    expect(unsetVariables(fixture)).toEqual(['fixture.mdx: reads OPENAI_API_KEY, which it never sets']);
    expect(programsWithoutEnvLoading(fixture)).toEqual([
      'fixture.mdx: app.py creates a client before load_dotenv() reads .env',
    ]);
  });

  it('a compose file without a bucket step, health checks or the port the text mentions', () => {
    const broken = page(
      'Open http://localhost:9001 for the console.\n\n' +
        '```yaml title="docker-compose.yml"\nservices:\n  spanlight-web:\n    ports: ["3000:3000"]\n    depends_on: [postgres]\n' +
        '  postgres:\n    environment:\n      POSTGRES_USER: a\n      POSTGRES_PASSWORD: b\n      POSTGRES_DB: c\n```\n' +
        '```bash title=".env"\nDATABASE_URL=postgresql://a:x@postgres:5432/c\nS3_BUCKET=spanlight\n```\n',
    );
    const problems = composeProblems(broken).join('\n');
    expect(problems).toMatch(/no service creates the bucket/);
    expect(problems).toMatch(/postgres has no health check/);
    expect(problems).toMatch(/spanlight-web does not wait for 0/);
    expect(problems).toMatch(/port 9001, which is not published/);
    expect(problems).toMatch(/DATABASE_URL is not postgresql:\/\/a:b@postgres:5432\/c/);
  });
});
