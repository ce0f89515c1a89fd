/**
 * Every address the site answers with a permanent redirect (308), in one place. Paths are page paths
 * of the default locale: no locale prefix, no `.md`, no trailing slash. Each entry also redirects
 * the page's locale variants (`/ja{from}` to `/ja{to}`, or to the English page when that one has no
 * translation) and its Markdown twin (`{from}.md` to `{to}.md`).
 *
 * The check after every build (`npm run check:addresses`, lib/redirects) refuses a target that is not
 * a page, a redirect from an address that is a page (it would hide it), and chains or loops: a page
 * that moves again gets its old redirects pointed at its new address by `npm run move`.
 */
export interface Redirect {
  /** The old or guessed address. */
  from: string;
  /** The page it leads to. */
  to: string;
}

/**
 * Pages that moved. `npm run move -- <from> <to>` adds an entry here (and points older entries at the
 * new address); edit by hand only to remove a move whose old address is used again by a new page.
 */
export const moves: readonly Redirect[] = [
  // moves:start
  // moves:end
];

/**
 * Short forms people guess: the main sections, folders that have no page of their own, the SDKs and
 * the integrations without their kind (`/integrations/langchain`). Every integration page has one
 * (checked after the build).
 */
export const aliases: readonly Redirect[] = [
  // Sections and tools by their everyday names.
  { from: '/docs/tracing', to: '/docs/observability/overview' },
  { from: '/docs/observability', to: '/docs/observability/overview' },
  { from: '/docs/quickstart', to: '/docs/get-started' },
  { from: '/docs/prompts', to: '/docs/prompt-management/get-started' },
  { from: '/docs/prompt-management', to: '/docs/prompt-management/get-started' },
  { from: '/docs/evaluation', to: '/docs/evaluation/overview' },
  { from: '/docs/evals', to: '/docs/evaluation/overview' },
  { from: '/docs/evaluation/scores', to: '/docs/evaluation/scores/overview' },
  { from: '/docs/scores', to: '/docs/evaluation/scores/overview' },
  { from: '/docs/datasets', to: '/docs/datasets/overview' },
  { from: '/docs/metrics', to: '/docs/metrics/overview' },
  { from: '/docs/dashboards', to: '/docs/metrics/dashboards' },
  { from: '/docs/sessions', to: '/docs/observability/sessions' },
  { from: '/docs/users', to: '/docs/observability/users' },
  { from: '/docs/integrations', to: '/integrations' },
  { from: '/docs/self-hosting', to: '/self-hosting' },
  { from: '/docs/pricing', to: '/pricing' },
  { from: '/docs/changelog', to: '/changelog' },
  { from: '/docs/faq', to: '/faq' },
  { from: '/cookbook', to: '/guides/cookbook' },
  // The SDKs.
  { from: '/docs/sdk', to: '/docs/observability/sdk/versions' },
  { from: '/docs/observability/sdk', to: '/docs/observability/sdk/versions' },
  { from: '/docs/sdk/python', to: '/docs/observability/sdk/python' },
  { from: '/docs/sdk/typescript', to: '/docs/observability/sdk/typescript' },
  { from: '/docs/sdk/js', to: '/docs/observability/sdk/typescript' },
  { from: '/docs/sdk/javascript', to: '/docs/observability/sdk/typescript' },
  // Self-hosting.
  { from: '/self-hosting/docker', to: '/self-hosting/docker-compose' },
  { from: '/self-hosting/helm', to: '/self-hosting/kubernetes' },
  { from: '/self-hosting/k8s', to: '/self-hosting/kubernetes' },
  { from: '/self-hosting/sso', to: '/self-hosting/authentication-sso' },
  { from: '/self-hosting/upgrade', to: '/self-hosting/upgrades' },
  // API reference tags: their first operation.
  { from: '/docs/api-reference/dataset-items', to: '/docs/api-reference/dataset-items/get-dataset-item' },
  {
    from: '/docs/api-reference/dataset-runs',
    to: '/docs/api-reference/dataset-runs/create-dataset-run-item',
  },
  { from: '/docs/api-reference/datasets', to: '/docs/api-reference/datasets/create-dataset' },
  { from: '/docs/api-reference/health', to: '/docs/api-reference/health/get-health' },
  { from: '/docs/api-reference/ingestion', to: '/docs/api-reference/ingestion/create-ingestion-batch' },
  { from: '/docs/api-reference/media', to: '/docs/api-reference/media/create-media-upload' },
  { from: '/docs/api-reference/metrics', to: '/docs/api-reference/metrics/get-daily-metrics' },
  { from: '/docs/api-reference/observations', to: '/docs/api-reference/observations/get-observation' },
  { from: '/docs/api-reference/projects', to: '/docs/api-reference/projects/get-projects' },
  { from: '/docs/api-reference/prompts', to: '/docs/api-reference/prompts/create-prompt' },
  { from: '/docs/api-reference/score-configs', to: '/docs/api-reference/score-configs/create-score-config' },
  { from: '/docs/api-reference/scores', to: '/docs/api-reference/scores/create-score' },
  { from: '/docs/api-reference/sessions', to: '/docs/api-reference/sessions/get-session' },
  { from: '/docs/api-reference/traces', to: '/docs/api-reference/traces/delete-trace' },
  // Integrations without their kind.
  { from: '/integrations/agno', to: '/integrations/frameworks/agno' },
  { from: '/integrations/autogen', to: '/integrations/frameworks/autogen' },
  { from: '/integrations/crewai', to: '/integrations/frameworks/crewai' },
  { from: '/integrations/dspy', to: '/integrations/frameworks/dspy' },
  { from: '/integrations/google-adk', to: '/integrations/frameworks/google-adk' },
  { from: '/integrations/haystack', to: '/integrations/frameworks/haystack' },
  { from: '/integrations/instructor', to: '/integrations/frameworks/instructor' },
  { from: '/integrations/langchain', to: '/integrations/frameworks/langchain' },
  { from: '/integrations/langgraph', to: '/integrations/frameworks/langgraph' },
  { from: '/integrations/llamaindex', to: '/integrations/frameworks/llamaindex' },
  { from: '/integrations/openai-agents', to: '/integrations/frameworks/openai-agents' },
  { from: '/integrations/pydantic-ai', to: '/integrations/frameworks/pydantic-ai' },
  { from: '/integrations/semantic-kernel', to: '/integrations/frameworks/semantic-kernel' },
  { from: '/integrations/smolagents', to: '/integrations/frameworks/smolagents' },
  { from: '/integrations/vercel-ai-sdk', to: '/integrations/frameworks/vercel-ai-sdk' },
  { from: '/integrations/cloudflare-ai-gateway', to: '/integrations/gateways/cloudflare-ai-gateway' },
  { from: '/integrations/kong-ai-gateway', to: '/integrations/gateways/kong-ai-gateway' },
  { from: '/integrations/litellm', to: '/integrations/gateways/litellm' },
  {
    from: '/integrations/openai-compatible-gateways',
    to: '/integrations/gateways/openai-compatible-gateways',
  },
  { from: '/integrations/openrouter', to: '/integrations/gateways/openrouter' },
  { from: '/integrations/portkey', to: '/integrations/gateways/portkey' },
  { from: '/integrations/amazon-bedrock', to: '/integrations/model-providers/amazon-bedrock' },
  { from: '/integrations/anthropic', to: '/integrations/model-providers/anthropic' },
  { from: '/integrations/azure-openai', to: '/integrations/model-providers/azure-openai' },
  { from: '/integrations/cerebras', to: '/integrations/model-providers/cerebras' },
  { from: '/integrations/cohere', to: '/integrations/model-providers/cohere' },
  { from: '/integrations/deepseek', to: '/integrations/model-providers/deepseek' },
  { from: '/integrations/fireworks-ai', to: '/integrations/model-providers/fireworks-ai' },
  { from: '/integrations/google-gemini', to: '/integrations/model-providers/google-gemini' },
  { from: '/integrations/groq', to: '/integrations/model-providers/groq' },
  { from: '/integrations/hugging-face', to: '/integrations/model-providers/hugging-face' },
  { from: '/integrations/mistral', to: '/integrations/model-providers/mistral' },
  { from: '/integrations/ollama', to: '/integrations/model-providers/ollama' },
  { from: '/integrations/openai', to: '/integrations/model-providers/openai' },
  { from: '/integrations/together-ai', to: '/integrations/model-providers/together-ai' },
  { from: '/integrations/vertex-ai', to: '/integrations/model-providers/vertex-ai' },
  { from: '/integrations/xai', to: '/integrations/model-providers/xai' },
  { from: '/integrations/dify', to: '/integrations/no-code/dify' },
  { from: '/integrations/flowise', to: '/integrations/no-code/flowise' },
  { from: '/integrations/n8n', to: '/integrations/no-code/n8n' },
  { from: '/integrations/data-export', to: '/integrations/other/data-export' },
  { from: '/integrations/mcp-servers', to: '/integrations/other/mcp-servers' },
  { from: '/integrations/opentelemetry', to: '/integrations/other/opentelemetry' },
  {
    from: '/integrations/opentelemetry-instrumentors',
    to: '/integrations/other/opentelemetry-instrumentors',
  },
];
