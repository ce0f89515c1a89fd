/**
 * Who reads the site, by User-Agent: the reviewed table the insights use to count page, twin, llms
 * and MCP requests as people, AI agents (fetching a page because a person asked), AI crawlers
 * (collecting text for training or an index), search crawlers, or other programs. Only the class
 * and the name found here are ever stored, never the User-Agent itself.
 *
 * Entries are matched in order, as case-insensitive substrings of the User-Agent: put the more
 * specific name first (`ChatGPT-User` before a generic `bot`). Review against the vendors' published
 * crawler lists when adding one.
 */
export type ReaderClass = 'browser' | 'ai-agent' | 'ai-crawler' | 'search-crawler' | 'other';

export interface UserAgentEntry {
  /** A substring of the User-Agent, matched without regard to case. */
  token: string;
  /** The name counted (a product, not a version). */
  name: string;
  class: ReaderClass;
}

export const userAgents: readonly UserAgentEntry[] = [
  // AI agents: a person asked an assistant, which fetched the page for them.
  { token: 'ChatGPT-User', name: 'ChatGPT', class: 'ai-agent' },
  { token: 'Claude-User', name: 'Claude', class: 'ai-agent' },
  { token: 'Perplexity-User', name: 'Perplexity', class: 'ai-agent' },
  { token: 'MistralAI-User', name: 'Mistral Le Chat', class: 'ai-agent' },
  { token: 'Meta-ExternalFetcher', name: 'Meta AI', class: 'ai-agent' },
  { token: 'DuckAssistBot', name: 'DuckDuckGo Assist', class: 'ai-agent' },
  { token: 'Google-NotebookLM', name: 'NotebookLM', class: 'ai-agent' },
  { token: 'claude-code', name: 'Claude Code', class: 'ai-agent' },
  { token: 'Cursor', name: 'Cursor', class: 'ai-agent' },
  // AI crawlers: collecting text for a model or an AI search index.
  { token: 'GPTBot', name: 'OpenAI GPTBot', class: 'ai-crawler' },
  { token: 'OAI-SearchBot', name: 'OpenAI SearchBot', class: 'ai-crawler' },
  { token: 'ClaudeBot', name: 'Anthropic ClaudeBot', class: 'ai-crawler' },
  { token: 'Claude-SearchBot', name: 'Anthropic SearchBot', class: 'ai-crawler' },
  { token: 'anthropic-ai', name: 'Anthropic', class: 'ai-crawler' },
  { token: 'PerplexityBot', name: 'PerplexityBot', class: 'ai-crawler' },
  { token: 'CCBot', name: 'Common Crawl', class: 'ai-crawler' },
  { token: 'Bytespider', name: 'ByteDance Bytespider', class: 'ai-crawler' },
  { token: 'Amazonbot', name: 'Amazonbot', class: 'ai-crawler' },
  { token: 'meta-externalagent', name: 'Meta crawler', class: 'ai-crawler' },
  { token: 'cohere-ai', name: 'Cohere', class: 'ai-crawler' },
  { token: 'MistralAI-Bot', name: 'Mistral crawler', class: 'ai-crawler' },
  { token: 'Diffbot', name: 'Diffbot', class: 'ai-crawler' },
  // Search engines.
  { token: 'Googlebot', name: 'Googlebot', class: 'search-crawler' },
  { token: 'bingbot', name: 'Bingbot', class: 'search-crawler' },
  { token: 'DuckDuckBot', name: 'DuckDuckBot', class: 'search-crawler' },
  { token: 'YandexBot', name: 'YandexBot', class: 'search-crawler' },
  { token: 'Baiduspider', name: 'Baiduspider', class: 'search-crawler' },
  { token: 'Applebot', name: 'Applebot', class: 'search-crawler' },
  { token: 'Slurp', name: 'Yahoo Slurp', class: 'search-crawler' },
];
