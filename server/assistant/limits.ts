export { maxQuestionLength } from '@/lib/assistant/wire';

/**
 * The largest request body `/api/ask` reads: a longest question and its longest history, written in
 * three-byte characters and JSON-escaped, fits with room to spare (checked in handler.test.ts).
 */
export const maxAskBodyBytes = 32 * 1024;
