/**
 * Words people use for what the pages call something else. Each group is a set of equivalent terms
 * (single words or short phrases, lower case): a page whose title, section or `keywords` hold one
 * term of a group is found by the others too (the index adds them to the page's keywords at
 * build time, lib/search/synonyms.ts). Reviewed by hand: add a group only for words that mean the same
 * thing on this site, never for loosely related ones.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['masking', 'redact', 'redaction', 'pii', 'scrub', 'anonymize'],
  ['session', 'conversation', 'chat history', 'thread'],
  ['self-hosting', 'self-host', 'self-hosted', 'on-prem', 'on-premises', 'install'],
  ['sso', 'saml', 'single sign-on', 'oidc', 'okta'],
  ['export', 'warehouse', 'blob storage', 'bigquery', 'snowflake', 's3'],
  ['ollama', 'offline models', 'local models', 'local llm'],
  ['version', 'versions', 'revision', 'revisions', 'rollback', 'roll back', 'history'],
  ['label', 'labels', 'release', 'promote', 'deploy'],
  ['sampling', 'sample rate', 'subset'],
  ['cost', 'costs', 'spend', 'price', 'billing'],
  ['latency', 'slow', 'duration', 'speed', 'delay'],
  ['score', 'scores', 'rating', 'grade', 'feedback'],
  ['llm-as-a-judge', 'judge', 'grader', 'auto eval', 'model-based evaluation'],
  ['annotation', 'human review', 'labeling', 'review queue'],
  ['dataset', 'datasets', 'test set', 'golden set', 'eval set'],
  ['experiment', 'experiments', 'benchmark', 'compare runs'],
  ['ci', 'continuous integration', 'github actions', 'gitlab ci'],
  ['dashboard', 'dashboards', 'charts', 'analytics'],
  ['environment', 'environments', 'staging', 'production', 'dev'],
  ['metadata', 'tags', 'attributes'],
  ['user', 'users', 'customer', 'end user'],
  ['kubernetes', 'k8s', 'helm'],
  ['docker', 'docker compose', 'container'],
  // Not migrate/migration: moving data between hosts is not upgrading one.
  ['upgrade', 'update', 'new version'],
  ['overview', 'basics', 'introduction', 'intro', 'concepts', 'fundamentals'],
  ['opentelemetry', 'otel', 'otlp'],
  ['retention', 'delete data', 'data deletion', 'ttl'],
  ['rbac', 'roles', 'permissions', 'access control'],
  ['api key', 'api keys', 'credentials', 'secret key'],
  ['playground', 'prompt editor', 'try a prompt'],
  ['flush', 'shutdown', 'serverless', 'lambda'],
  ['get started', 'quickstart', 'quick start', 'getting started'],
  ['configuration', 'environment variables', 'env vars', 'settings'],
  ['data model', 'schema', 'object model'],
  ['cheat sheet', 'reference', 'all functions'],
  ['troubleshooting', 'not showing', 'not working', 'debugging'],
  ['overhead', 'performance impact', 'slower', 'slows down'],
];
