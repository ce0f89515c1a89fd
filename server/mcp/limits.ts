/** The largest request body `/api/mcp` reads: one JSON-RPC message with a longest argument, and room. */
export const maxMcpBodyBytes = 16 * 1024;

/** The longest `search_docs` query (characters, after trimming). */
export const maxQueryLength = 200;

/** The longest `ask` question: Ask AI's own (`/api/ask`). */
export { maxQuestionLength } from '@/lib/assistant/wire';

/** The longest address `get_page` takes. */
export const maxAddressLength = 2048;

/** Pages `search_docs` returns at most. */
export const searchResultCount = 8;

/** `get_page` returns at most this much of a page's Markdown, then says where the whole page is. */
export const maxPageCharacters = 100_000;
