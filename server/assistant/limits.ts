/** The longest question the assistant takes (characters, after trimming). */
export const maxQuestionLength = 500;

/** The largest request body `/api/ask` reads: a longest question, JSON-escaped, with room to spare. */
export const maxAskBodyBytes = 8 * 1024;
