/** The longest question the assistant takes (characters, after trimming). */
export const maxQuestionLength = 500;
