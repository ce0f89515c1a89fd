/**
 * The model IDs the site's samples may use, and the ones providers have retired. Every code sample,
 * notebook (code and outputs) and example of the OpenAPI document is held to this list by
 * `npm run check:samples` (scripts/sample-facts.ts): an ID in a model argument or setting (`model=`,
 * `model:`, `"model":`, `MODEL = …`) must be current, and a retired ID may appear nowhere.
 *
 * Reviewed against the providers' model and deprecation pages on `modelsReviewedOn`. When a provider
 * announces a retirement, move the ID to `retiredModels` with its replacement; the check then names
 * every page and notebook that still uses it.
 */
export const modelsReviewedOn = '2026-11-28';

export interface CurrentModel {
  id: string;
  provider: string;
}

const current = (provider: string, ids: string[]): CurrentModel[] => ids.map((id) => ({ id, provider }));

export const currentModels: readonly CurrentModel[] = [
  ...current('OpenAI', [
    'gpt-4o-mini',
    'gpt-4o-mini-2024-07-18',
    'gpt-4o',
    'gpt-4.1',
    'gpt-4.1-mini',
    'o3',
    'o4-mini',
    'text-embedding-3-small',
    'text-embedding-3-large',
  ]),
  ...current('Anthropic', ['claude-sonnet-4-5', 'claude-haiku-4-5', 'claude-opus-4-1']),
  ...current('Google', ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.5-flash-lite']),
  ...current('Mistral', ['mistral-small-latest', 'mistral-large-latest', 'mistral-embed']),
  ...current('Groq', ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant']),
  ...current('Cerebras', ['llama-3.3-70b', 'llama3.1-8b']),
  ...current('Fireworks AI', ['accounts/fireworks/models/llama-v3p3-70b-instruct']),
  ...current('Together AI', [
    'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    'Qwen/Qwen2.5-7B-Instruct-Turbo',
    'mistralai/Mistral-Small-24B-Instruct-2501',
    'black-forest-labs/FLUX.1-schnell',
  ]),
  ...current('Hugging Face', ['meta-llama/Llama-3.1-8B-Instruct']),
  ...current('Amazon Bedrock', [
    'amazon.nova-lite-v1:0',
    'anthropic.claude-haiku-4-5-20251001-v1:0',
    'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  ]),
  ...current('Cohere', ['command-a-03-2025', 'embed-english-v3.0', 'rerank-v3.5']),
  ...current('DeepSeek', ['deepseek-chat', 'deepseek-reasoner']),
  ...current('xAI', ['grok-3-mini']),
  ...current('Ollama (local)', ['llama3.2:3b']),
];

export interface RetiredModel {
  id: string;
  provider: string;
  /** The current ID samples use instead. */
  replacement: string;
}

/** Retired IDs of one provider that samples replace with the same current ID. */
const retired = (provider: string, replacement: string, ids: string[]): RetiredModel[] =>
  ids.map((id) => ({ id, provider, replacement }));

export const retiredModels: readonly RetiredModel[] = [
  ...retired('Anthropic', 'claude-haiku-4-5', [
    'claude-3-5-haiku-20241022',
    'claude-3-5-haiku-latest',
    'claude-3-haiku-20240307',
    'claude-instant-1.2',
  ]),
  ...retired('Anthropic', 'claude-sonnet-4-5', [
    'claude-3-5-sonnet-20241022',
    'claude-3-5-sonnet-latest',
    'claude-3-sonnet-20240229',
    'claude-2.1',
  ]),
  ...retired('Anthropic', 'claude-opus-4-1', ['claude-3-opus-20240229']),
  ...retired('Amazon Bedrock', 'us.anthropic.claude-haiku-4-5-20251001-v1:0', [
    'anthropic.claude-3-5-haiku-20241022-v1:0',
  ]),
  ...retired('Google', 'gemini-2.5-pro', ['gemini-1.5-pro']),
  ...retired('Google', 'gemini-2.5-flash', ['gemini-1.5-flash', 'gemini-1.0-pro', 'gemini-pro']),
  ...retired('OpenAI', 'gpt-4o-mini', ['text-davinci-003', 'gpt-3.5-turbo-0613']),
  ...retired('OpenAI', 'gpt-4o', ['gpt-4-0314', 'gpt-4-32k']),
  ...retired('Fireworks AI', 'accounts/fireworks/models/llama-v3p3-70b-instruct', [
    'accounts/fireworks/models/llama-v3p1-8b-instruct',
    'accounts/fireworks/models/llama-v3p1-70b-instruct',
  ]),
  ...retired('Together AI', 'meta-llama/Llama-3.3-70B-Instruct-Turbo', [
    'mistralai/Mixtral-8x7B-Instruct-v0.1',
  ]),
];

/**
 * List prices of the models most samples use, in US dollars per million tokens, as the samples and the
 * check assume them (a notebook's own price table must agree; an explicit `cost_usd` in a sample is a
 * discount or a gateway's bill, so it may not exceed the list price of its tokens).
 */
export const modelPrices: Readonly<Record<string, { input: number; cachedInput?: number; output: number }>> =
  {
    'gpt-4o-mini': { input: 0.15, cachedInput: 0.075, output: 0.6 },
    'gpt-4o': { input: 2.5, cachedInput: 1.25, output: 10 },
    'gpt-4.1-mini': { input: 0.4, cachedInput: 0.1, output: 1.6 },
    'text-embedding-3-small': { input: 0.02, output: 0 },
  };

/** The list price in US dollars of a call to `model` with these tokens; `null` for a model without a price. */
export function listPrice(
  model: string,
  usage: { input: number; output: number; cachedInput?: number },
): number | null {
  const price = modelPrices[model];
  if (!price) return null;
  const cached = usage.cachedInput ?? 0;
  return (
    ((usage.input - cached) * price.input +
      cached * (price.cachedInput ?? price.input) +
      usage.output * price.output) /
    1_000_000
  );
}
