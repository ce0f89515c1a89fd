/**
 * The journeys a newcomer follows literally, written down step by step: for each page, what a reader
 * must do in order and where the page says it. `journeys.test.ts` holds every page to its list, so a
 * page that loses its environment loading, its run command, its visible result, its next step or its
 * troubleshooting link fails the unit tests.
 *
 * A check finds the step on the page: `code` in a code block (optionally only in blocks of a code-tab
 * `tab`, or whose `title` matches), `text` in the prose, or a `link` to a site path. Steps are found in
 * order: each one after the one before (within its way in).
 */
export type Check = { code: RegExp; tab?: string; title?: RegExp } | { text: RegExp } | { link: string };

export interface Step {
  step: string;
  check: Check;
}

export interface Journey {
  name: string;
  file: string;
  /** Steps every reader does before choosing a way in. */
  before: Step[];
  /**
   * The ways in: prose tabs (`<Tab value>`) or code-tab languages (`tab="Python"`), each with the
   * steps a reader of that way does, in order.
   */
  ways: { kind: 'tab' | 'code-tab'; steps: Record<string, Step[]> } | null;
  /** Steps after the ways in: the visible result. */
  after: Step[];
  /** Where to go next: at least one of these links. */
  next: string[];
  /** Where to look when it does not work: at least one of these. */
  troubleshooting: Check[];
}

const loadDotenv: Step = { step: 'load .env first', check: { code: /^load_dotenv\(\)/m } };
const envFile: Step = {
  step: 'put the keys in .env',
  check: {
    code: /SPANLIGHT_PUBLIC_KEY=[\s\S]*SPANLIGHT_SECRET_KEY=[\s\S]*SPANLIGHT_HOST=/,
    title: /^\.env$/,
  },
};
const tsxRun = (file: string): Step => ({
  step: `run ${file} with the .env loaded`,
  check: { code: new RegExp(`npx tsx --env-file=\\.env ${file.replace('.', '\\.')}`), tab: 'JS/TS' },
});
const pythonRun = (file: string): Step => ({
  step: `run ${file}`,
  check: { code: new RegExp(`^python3? ${file.replace('.', '\\.')}`, 'm'), tab: 'Python' },
});
const tracesNotShowing: Check = { link: '/faq/traces-not-showing' };

export const journeys: Journey[] = [
  {
    name: 'first trace',
    file: 'content/docs/get-started.mdx',
    before: [
      { step: 'create API keys', check: { text: /Project settings → API keys/ } },
      envFile,
      { step: 'set the OpenAI key the example reads', check: { code: /OPENAI_API_KEY=/, title: /^\.env$/ } },
    ],
    ways: {
      kind: 'tab',
      steps: {
        'Python decorator': [
          { step: 'install', check: { code: /pip install spanlight openai python-dotenv/ } },
          loadDotenv,
          { step: 'observe a function', check: { code: /@observe\(\)/ } },
          { step: 'call the model through the wrapper', check: { code: /chat\.completions\.create/ } },
          { step: 'flush', check: { code: /flush\(\)/ } },
          { step: 'run', check: { code: /^python app\.py$/m } },
        ],
        'OpenAI wrapper': [
          { step: 'install', check: { code: /pip install spanlight openai python-dotenv/ } },
          loadDotenv,
          { step: 'use the wrapped client', check: { code: /from spanlight\.openai import OpenAI/ } },
          { step: 'flush', check: { code: /flush\(\)/ } },
          { step: 'run', check: { code: /^python app\.py$/m } },
        ],
        LangChain: [
          { step: 'install', check: { code: /pip install spanlight langchain-openai python-dotenv/ } },
          loadDotenv,
          { step: 'pass the callback handler', check: { code: /callbacks": \[handler\]/ } },
          { step: 'flush', check: { code: /flush\(\)/ } },
          { step: 'run', check: { code: /^python app\.py$/m } },
        ],
        'JS/TS': [
          { step: 'make an ES module project', check: { code: /npm pkg set type=module/ } },
          { step: 'install', check: { code: /npm install @spanlight\/sdk openai/ } },
          { step: 'wrap the OpenAI client', check: { code: /observeOpenAI\(new OpenAI\(\)/ } },
          { step: 'flush', check: { code: /await spanlight\.flush\(\)/ } },
          { step: 'run with the .env loaded', check: { code: /npx tsx --env-file=\.env app\.ts/ } },
        ],
      },
    },
    after: [{ step: 'see the trace', check: { text: /go to \*\*Traces\*\*/ } }],
    next: ['/docs/prompt-management/get-started'],
    troubleshooting: [tracesNotShowing],
  },
  {
    name: 'first prompt',
    file: 'content/docs/prompt-management/get-started.mdx',
    before: [envFile],
    ways: {
      kind: 'code-tab',
      steps: {
        Python: [
          { step: 'create the prompt with its label', check: { code: /create_prompt\(/, tab: 'Python' } },
          pythonRun('create_prompt.py'),
          loadDotenv,
          {
            step: 'fetch it by label',
            check: { code: /get_prompt\("support-answer", label=/, tab: 'Python' },
          },
          { step: 'compile its variables', check: { code: /\.compile\(/, tab: 'Python' } },
          { step: 'link it to the generation', check: { code: /"prompt": prompt/, tab: 'Python' } },
          pythonRun('app.py'),
        ],
        'JS/TS': [
          { step: 'create the prompt with its label', check: { code: /prompts\.create\(/, tab: 'JS/TS' } },
          tsxRun('create-prompt.ts'),
          {
            step: 'fetch it by label',
            check: { code: /prompts\.get\('support-answer', \{ label:/, tab: 'JS/TS' },
          },
          { step: 'compile its variables', check: { code: /\.compile\(/, tab: 'JS/TS' } },
          {
            step: 'link it to the generation',
            check: { code: /observeOpenAI\(new OpenAI\(\), \{[^}]*\bprompt\b/, tab: 'JS/TS' },
          },
          tsxRun('app.ts'),
        ],
      },
    },
    after: [
      { step: 'see the prompt and the linked trace', check: { text: /\*\*Prompts → `support-answer`\*\*/ } },
    ],
    next: ['/docs/prompt-management/labels', '/docs/evaluation/get-started'],
    troubleshooting: [{ text: /^## Common problems$/m }, tracesNotShowing],
  },
  {
    name: 'first evaluation',
    file: 'content/docs/evaluation/get-started.mdx',
    before: [envFile],
    ways: {
      kind: 'code-tab',
      steps: {
        Python: [
          loadDotenv,
          { step: 'read the trace id', check: { code: /get_current_trace_id\(\)/, tab: 'Python' } },
          { step: 'score it', check: { code: /\.score\(/, tab: 'Python' } },
          pythonRun('app.py'),
        ],
        'JS/TS': [
          { step: 'read the trace id', check: { code: /getActiveTraceId\(\)/, tab: 'JS/TS' } },
          { step: 'score it', check: { code: /spanlight\.score\(/, tab: 'JS/TS' } },
          tsxRun('app.ts'),
        ],
      },
    },
    after: [
      { step: 'see the score', check: { text: /^### See the score$/m } },
      { step: 'set up a managed judge', check: { text: /\*\*Evaluators/ } },
      { step: 'see its score', check: { text: /helpfulness/ } },
    ],
    next: ['/docs/datasets/get-started'],
    troubleshooting: [{ text: /^## Troubleshooting$/m }, tracesNotShowing],
  },
  {
    name: 'first dataset experiment',
    file: 'content/docs/datasets/get-started.mdx',
    before: [envFile],
    ways: {
      kind: 'code-tab',
      steps: {
        Python: [
          { step: 'create the dataset', check: { code: /create_dataset\(name="qa-golden"/, tab: 'Python' } },
          { step: 'add items', check: { code: /create_dataset_item\(/, tab: 'Python' } },
          pythonRun('create_dataset.py'),
          { step: 'run each item', check: { code: /item\.run\(/, tab: 'Python' } },
          { step: 'score each item', check: { code: /\.score\(/, tab: 'Python' } },
          pythonRun('experiment.py'),
          { step: 'read the averages', check: { code: /get_dataset_run\(/, tab: 'Python' } },
          pythonRun('read_run.py'),
        ],
        'JS/TS': [
          {
            step: 'create the dataset',
            check: { code: /datasets\.create\(\{ name: 'qa-golden'/, tab: 'JS/TS' },
          },
          { step: 'add items', check: { code: /datasets\.createItem\(/, tab: 'JS/TS' } },
          tsxRun('create-dataset.ts'),
          { step: 'run each item', check: { code: /item\.run\(/, tab: 'JS/TS' } },
          { step: 'score each item', check: { code: /spanlight\.score\(/, tab: 'JS/TS' } },
          tsxRun('experiment.ts'),
          { step: 'read the averages', check: { code: /datasets\.getRun\(/, tab: 'JS/TS' } },
          tsxRun('read-run.ts'),
        ],
      },
    },
    after: [
      { step: 'see the run', check: { text: /^## 7\. See the run in the UI$/m } },
      { step: 'compare two runs', check: { text: /\*\*Compare\*\*/ } },
    ],
    next: ['/docs/datasets/experiments-sdk', '/docs/datasets/compare-runs'],
    troubleshooting: [{ text: /^## Common problems$/m }, tracesNotShowing],
  },
  {
    name: 'self-hosting with Docker Compose',
    file: 'content/self-hosting/docker-compose.mdx',
    before: [
      { step: 'save the compose file', check: { code: /^services:/m, title: /^docker-compose\.yml$/ } },
      { step: 'create .env', check: { code: /^DATABASE_URL=/m, title: /^\.env$/ } },
      { step: 'generate the secrets', check: { code: /openssl rand -hex 32/ } },
      { step: 'start the stack', check: { code: /^docker compose up -d$/m } },
      { step: 'wait until healthy', check: { code: /^docker compose ps/m } },
      { step: 'open the UI', check: { link: 'http://localhost:3000' } },
      { step: 'create API keys', check: { text: /API keys/ } },
      { step: 'point the SDK at the instance', check: { code: /SPANLIGHT_HOST="?http:\/\/localhost:3000/ } },
    ],
    ways: {
      kind: 'code-tab',
      steps: { Python: [pythonRun('app.py')], 'JS/TS': [{ step: 'run', check: { code: /node app\.mjs/ } }] },
    },
    after: [{ step: 'see the trace', check: { text: /\*\*Traces\*\*/ } }],
    next: ['/self-hosting/kubernetes', '/self-hosting/configuration'],
    troubleshooting: [{ link: '/self-hosting/troubleshooting' }],
  },
  {
    name: 'self-hosting on Kubernetes',
    file: 'content/self-hosting/kubernetes.mdx',
    before: [
      { step: 'get the chart', check: { code: /helm show chart/ } },
      { step: 'create the bucket', check: { code: /s3 mb|mc mb/ } },
      { step: 'create the namespace', check: { code: /kubectl create namespace spanlight/ } },
      { step: 'create the Secret', check: { code: /create secret generic spanlight-secrets/ } },
      {
        step: 'write the values',
        check: { code: /existingSecret: spanlight-secrets/, title: /^values\.yaml$/ },
      },
      { step: 'install', check: { code: /helm install spanlight/ } },
      { step: 'wait for the pods', check: { code: /rollout status/ } },
      { step: 'check with a port-forward', check: { code: /port-forward/ } },
      { step: 'expose it', check: { code: /kind: Ingress/ } },
      { step: 'send a first trace', check: { code: /SPANLIGHT_HOST=/ } },
    ],
    ways: null,
    after: [{ step: 'see the trace', check: { text: /\*\*Traces\*\*/ } }],
    next: ['/self-hosting/upgrades', '/docs/get-started'],
    troubleshooting: [{ link: '/self-hosting/troubleshooting' }],
  },
];
