import { userAgents, type ReaderClass } from '@/config/user-agents';

/** The most of a User-Agent that is read: real ones are a few hundred characters. */
const maxUserAgentLength = 512;

/** Programs named by their own User-Agent, counted as `other` under their name. */
const programs: readonly [RegExp, string][] = [
  [/^curl\//i, 'curl'],
  [/^wget\//i, 'Wget'],
  [/python-requests|python-urllib|aiohttp|httpx/i, 'Python'],
  [/^node|node-fetch|undici|axios/i, 'Node.js'],
  [/Go-http-client/i, 'Go'],
  [/^Java\/|okhttp/i, 'Java'],
];

/** Browser families, most specific first (Edge and Opera say Chrome too, Chrome says Safari). */
const browsers: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export interface Reader {
  class: ReaderClass;
  /** A product name from a fixed list (config/user-agents.ts and the lists above), never the header. */
  name: string;
}

/**
 * Who sent a request, by its User-Agent: an entry of the reviewed table first, then a browser
 * family, then a known program; anything else is `other`/`unknown` (an automated client that names
 * no product, or none at all). The result only ever holds names from these lists.
 */
export function readerOf(userAgent: string | null | undefined): Reader {
  const header = (userAgent ?? '').slice(0, maxUserAgentLength);
  if (header.trim() === '') return { class: 'other', name: 'unknown' };
  const lower = header.toLowerCase();
  const known = userAgents.find((entry) => lower.includes(entry.token.toLowerCase()));
  if (known) return { class: known.class, name: known.name };
  if (/bot\b|crawler|spider|headless/i.test(header)) return { class: 'other', name: 'other bot' };
  if (/^Mozilla\/5\.0 /.test(header)) {
    const browser = browsers.find(([pattern]) => pattern.test(header));
    if (browser) return { class: 'browser', name: browser[1] };
  }
  const program = programs.find(([pattern]) => pattern.test(header));
  return { class: 'other', name: program ? program[1] : 'unknown' };
}
