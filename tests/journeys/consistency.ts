import { parse } from 'yaml';
import type { PageSource } from './page-source';

/**
 * The prompts a set of pages creates, moves and fetches, read from their Python and TypeScript
 * samples: `create_prompt(name="x", ..., labels=[...])`, `prompts.create({ name: 'x', ... labels: [...] })`,
 * `update_prompt(name="x", ..., new_labels=[...])`, `get_prompt("x", label="l")` and their JS forms.
 * Returns the fetches no page makes possible: a prompt never created, or a label it never gets.
 */
export function unreachablePromptFetches(pages: readonly PageSource[]): string[] {
  const labels = new Map<string, Set<string>>();
  const give = (name: string, list: string) => {
    const set = labels.get(name) ?? new Set(['latest']);
    for (const label of list.matchAll(/["']([^"']+)["']/g)) set.add(label[1]!);
    labels.set(name, set);
  };
  const fetches: { name: string; label: string; file: string }[] = [];
  for (const page of pages) {
    for (const { code } of page.fences) {
      for (const call of code.matchAll(
        /(?:create_prompt|prompts\.create)\(\s*\{?\s*name[=:]\s*["']([^"']+)["'][\s\S]*?\blabels[=:]\s*\[([^\]]*)\]/g,
      ))
        give(call[1]!, call[2]!);
      for (const call of code.matchAll(
        /(?:update_prompt|prompts\.update)\(\s*\{?\s*name[=:]\s*["']([^"']+)["'][\s\S]*?(?:new_labels=|newLabels:\s*)\[([^\]]*)\]/g,
      ))
        give(call[1]!, call[2]!);
      for (const call of code.matchAll(
        /(?:get_prompt|prompts\.get)\(\s*["']([^"']+)["'](?:,\s*(?:label=|\{\s*(?:type:\s*'\w+',\s*)?label:\s*)["']([^"']+)["'])?/g,
      ))
        fetches.push({ name: call[1]!, label: call[2] ?? 'production', file: page.file });
    }
  }
  return fetches
    .filter(({ name, label }) => !labels.get(name)?.has(label))
    .map(({ name, label, file }) =>
      labels.has(name)
        ? `${file}: fetches "${name}" with the label "${label}", which no step gives it (${[...labels.get(name)!].join(', ')})`
        : `${file}: fetches the prompt "${name}", which no step creates`,
    );
}

/** Datasets fetched (`get_dataset("x")`, `datasets.get('x')`) that no page of the set creates. */
export function uncreatedDatasets(pages: readonly PageSource[]): string[] {
  const created = new Set<string>();
  const fetched: { name: string; file: string }[] = [];
  for (const page of pages) {
    for (const { code } of page.fences) {
      for (const call of code.matchAll(
        /(?:create_dataset\(\s*name=|datasets\.create\(\{\s*name:\s*)["']([^"']+)["']/g,
      ))
        created.add(call[1]!);
      for (const call of code.matchAll(/(?:get_dataset|datasets\.get)\(\s*["']([^"']+)["']/g))
        fetched.push({ name: call[1]!, file: page.file });
    }
  }
  return fetched
    .filter(({ name }) => !created.has(name))
    .map(({ name, file }) => `${file}: fetches the dataset "${name}", which no step creates`);
}

/** Variables a page's `.env` block or `export` lines set. */
export function variablesSet(page: PageSource): Set<string> {
  const set = new Set<string>();
  for (const fence of page.fences) {
    if (fence.title !== '.env' && !/^export /m.test(fence.code)) continue;
    for (const match of fence.code.matchAll(/^(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)) set.add(match[1]!);
  }
  return set;
}

/**
 * Variables a page's programs need that the page never sets: those its code reads by name
 * (`os.environ["X"]`, `os.getenv("X")`, `process.env.X`), the Spanlight keys when a program creates a
 * client from the environment, and `OPENAI_API_KEY` when it calls OpenAI.
 */
export function unsetVariables(page: PageSource): string[] {
  const set = variablesSet(page);
  const needed = new Set<string>();
  for (const { lang, code } of page.fences) {
    if (!/^(python|py|ts|js|typescript|javascript)$/.test(lang)) continue;
    for (const match of code.matchAll(
      /os\.environ\[["']([A-Z0-9_]+)["']\]|os\.getenv\(["']([A-Z0-9_]+)["']|process\.env\.([A-Z0-9_]+)/g,
    ))
      needed.add((match[1] ?? match[2] ?? match[3])!);
    if (/from spanlight|@spanlight\/sdk/.test(code) && !/public_key=|publicKey:/.test(code))
      for (const name of ['SPANLIGHT_PUBLIC_KEY', 'SPANLIGHT_SECRET_KEY', 'SPANLIGHT_HOST']) needed.add(name);
    if (/\bOpenAI\(|ChatOpenAI\(/.test(code)) needed.add('OPENAI_API_KEY');
  }
  return [...needed]
    .filter((name) => !set.has(name))
    .map((name) => `${page.file}: reads ${name}, which it never sets`);
}

/**
 * Python programs of a page that keeps its keys in `.env` but creates Spanlight clients before the
 * file is loaded: `load_dotenv()` must come before the first `spanlight` import.
 */
export function programsWithoutEnvLoading(page: PageSource): string[] {
  if (!page.fences.some((fence) => fence.title === '.env')) return [];
  return page.fences
    .filter(
      (fence) =>
        /^(python|py)$/.test(fence.lang) && /\.py$/.test(fence.title) && /^from spanlight/m.test(fence.code),
    )
    .filter((fence) => {
      const load = fence.code.search(/^load_dotenv\(\)/m);
      return load === -1 || load > fence.code.search(/^from spanlight/m);
    })
    .map((fence) => `${page.file}: ${fence.title} creates a client before load_dotenv() reads .env`);
}

interface ComposeService {
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  command?: string | string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition?: string }>;
}

/**
 * A Docker Compose page's promises checked against its own files: every long-running service has a
 * health check and every dependency waits on one; a one-shot service creates the bucket the `.env`
 * names; every `localhost` port the text sends the reader to is published; the `.env` credentials are
 * the ones the services are started with.
 */
export function composeProblems(page: PageSource): string[] {
  const problems: string[] = [];
  const composeFence = page.fences.find((fence) => fence.title === 'docker-compose.yml');
  const envFence = page.fences.find((fence) => fence.title === '.env');
  if (!composeFence || !envFence) return [`${page.file}: no docker-compose.yml or .env block`];
  const services = (parse(composeFence.code) as { services: Record<string, ComposeService> }).services;
  const env = Object.fromEntries(
    [...envFence.code.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
  );
  const commandOf = (service: ComposeService) =>
    Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? '');
  const oneShot = Object.entries(services).filter(([, service]) => /\bmc mb\b/.test(commandOf(service)));
  if (oneShot.length === 0) problems.push(`${page.file}: no service creates the bucket (mc mb)`);
  for (const [, service] of oneShot)
    if (!commandOf(service).includes(`/${env.S3_BUCKET}`))
      problems.push(`${page.file}: the bucket created is not S3_BUCKET=${env.S3_BUCKET}`);
  for (const [name, service] of Object.entries(services)) {
    const isOneShot = oneShot.some(([other]) => other === name);
    if (!isOneShot && !service.healthcheck && name !== 'spanlight-worker')
      problems.push(`${page.file}: ${name} has no health check`);
    for (const [dependency, { condition } = {}] of Object.entries(service.depends_on ?? {})) {
      const expected = oneShot.some(([other]) => other === dependency)
        ? 'service_completed_successfully'
        : 'service_healthy';
      if (condition !== expected)
        problems.push(`${page.file}: ${name} does not wait for ${dependency} (${expected})`);
    }
  }
  const published = new Set(
    Object.values(services).flatMap((service) =>
      (service.ports ?? []).map((port) => String(port).split(':').at(-2)),
    ),
  );
  // A port the reader is told to publish instead (`"3001:3000"` when 3000 is taken) counts as published.
  for (const match of page.source.matchAll(/"(\d{2,5}):\d{2,5}"/g)) published.add(match[1]);
  for (const match of new Set([...page.source.matchAll(/localhost:(\d{2,5})/g)].map((found) => found[1]!)))
    if (!published.has(match))
      problems.push(`${page.file}: sends the reader to port ${match}, which is not published`);

  const postgres = services.postgres?.environment ?? {};
  const expectedDatabase = `postgresql://${postgres.POSTGRES_USER}:${postgres.POSTGRES_PASSWORD}@postgres:5432/${postgres.POSTGRES_DB}`;
  if (env.DATABASE_URL !== expectedDatabase)
    problems.push(`${page.file}: DATABASE_URL is not ${expectedDatabase}`);
  const clickhouse = services.clickhouse?.environment ?? {};
  if (
    env.CLICKHOUSE_USER !== clickhouse.CLICKHOUSE_USER ||
    env.CLICKHOUSE_PASSWORD !== clickhouse.CLICKHOUSE_PASSWORD
  )
    problems.push(`${page.file}: the ClickHouse credentials differ between .env and the compose file`);
  const redisPassword = commandOf(services.redis ?? {}).match(/--requirepass (\S+)/)?.[1];
  if (env.REDIS_URL !== `redis://:${redisPassword}@redis:6379`)
    problems.push(`${page.file}: REDIS_URL does not carry the password Redis starts with`);
  const minio = services.minio?.environment ?? {};
  if (
    env.S3_ACCESS_KEY_ID !== minio.MINIO_ROOT_USER ||
    env.S3_SECRET_ACCESS_KEY !== minio.MINIO_ROOT_PASSWORD
  )
    problems.push(`${page.file}: the S3 keys are not MinIO's credentials`);
  for (const [, service] of oneShot)
    if (!commandOf(service).includes(`${minio.MINIO_ROOT_USER} ${minio.MINIO_ROOT_PASSWORD}`))
      problems.push(`${page.file}: the bucket service does not log in with MinIO's credentials`);
  return problems;
}
