import { describe, expect, it } from 'vitest';
import { queryWords } from './query';

describe('queryWords', () => {
  it('ignores stop words unless they are being typed', () => {
    expect(queryWords('how to create a dataset').map((word) => word.text)).toEqual(['create', 'dataset']);
    expect(queryWords('create a').map((word) => word.text)).toEqual(['create', 'a']);
    expect(queryWords('flush each trace once').map((word) => word.text)).toEqual(['flush', 'trace', 'once']);
    // Words that name pages ("About us", "Other integrations") are searched like any other.
    expect(queryWords('about other pages').map((word) => word.text)).toEqual(['about', 'other', 'pages']);
  });

  it('takes the last stop word of a question as finished, not as a word being typed', () => {
    const words = (query: string) => queryWords(query).map((word) => word.text);
    expect(words('how much is every person using my chatbot costing me')).toEqual([
      'person',
      'using',
      'chatbot',
      'costing',
    ]);
    // Short queries may still be on their way to a longer word ("me" to "memory").
    expect(words('chatbot me')).toEqual(['chatbot', 'me']);
  });
});
