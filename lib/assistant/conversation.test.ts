import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  emptyConversation,
  historyOf,
  isBusy,
  maxTurns,
  type ConversationAction,
} from './conversation';
import { maxHistoryAnswerLength, maxHistoryTurns } from './wire';

const final = (answer: string) => ({ answer, sources: [], generated: false, code: [] });

describe('conversationReducer', () => {
  it('streams an answer in, then replaces it with the final one', () => {
    let state = conversationReducer(emptyConversation, { type: 'ask', question: 'Q1' });
    expect(isBusy(state)).toBe(true);
    state = conversationReducer(state, { type: 'delta', id: 1, text: 'Half' });
    state = conversationReducer(state, { type: 'delta', id: 1, text: ' done' });
    expect(state.turns[0]).toMatchObject({ status: 'streaming', text: 'Half done' });
    state = conversationReducer(state, { type: 'done', id: 1, answer: final('Final [1].') });
    expect(state.turns[0]).toMatchObject({ status: 'answered', text: 'Final [1].' });
    expect(isBusy(state)).toBe(false);
    // Late events for a finished turn change nothing.
    expect(conversationReducer(state, { type: 'delta', id: 1, text: 'late' })).toEqual(state);
    expect(conversationReducer(state, { type: 'failed', id: 1 })).toEqual(state);
  });

  it('takes one vote at a time per answered turn', () => {
    let state = conversationReducer(emptyConversation, { type: 'ask', question: 'Q1' });
    expect(conversationReducer(state, { type: 'vote', id: 1, value: 'positive' })).toEqual(state);
    state = conversationReducer(state, { type: 'done', id: 1, answer: final('A') });
    state = conversationReducer(state, { type: 'vote', id: 1, value: 'negative' });
    expect(conversationReducer(state, { type: 'vote', id: 1, value: 'positive' })).toEqual(state);
    state = conversationReducer(state, { type: 'voted', id: 1, ok: false });
    expect(state.turns[0]!.vote).toEqual({ value: 'negative', status: 'failed' });
    state = conversationReducer(state, { type: 'vote', id: 1, value: 'positive' });
    state = conversationReducer(state, { type: 'voted', id: 1, ok: true });
    expect(state.turns[0]!.vote).toEqual({ value: 'positive', status: 'sent' });
  });

  it('sends the last answered turns as history, answers cut to length', () => {
    let state = emptyConversation;
    for (let n = 1; n <= 5; n += 1) {
      state = conversationReducer(state, { type: 'ask', question: `Q${n}` });
      state = conversationReducer(state, {
        type: 'done',
        id: n,
        answer: final('x'.repeat(n === 5 ? 5000 : 10)),
      });
    }
    state = conversationReducer(state, { type: 'ask', question: 'Q6' });
    state = conversationReducer(state, { type: 'failed', id: 6 });
    const history = historyOf(state);
    expect(history.map((turn) => turn.question)).toEqual(['Q3', 'Q4', 'Q5']);
    expect(history.at(-1)!.answer.length).toBe(maxHistoryAnswerLength);
    expect(historyOf(conversationReducer(state, { type: 'reset' }))).toEqual([]);
  });

  it('keeps its bounds for any sequence of events', () => {
    const action: fc.Arbitrary<ConversationAction> = fc.oneof(
      fc.record({ type: fc.constant('ask' as const), question: fc.string({ maxLength: 5 }) }),
      fc.record({ type: fc.constant('delta' as const), id: fc.nat(30), text: fc.string({ maxLength: 5 }) }),
      fc.record({ type: fc.constant('done' as const), id: fc.nat(30), answer: fc.constant(final('A')) }),
      fc.record({ type: fc.constant('failed' as const), id: fc.nat(30) }),
      fc.record({
        type: fc.constant('vote' as const),
        id: fc.nat(30),
        value: fc.constantFrom('positive' as const, 'negative' as const),
      }),
      fc.record({ type: fc.constant('voted' as const), id: fc.nat(30), ok: fc.boolean() }),
      fc.constant({ type: 'reset' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        const state = actions.reduce(conversationReducer, emptyConversation);
        expect(state.turns.length).toBeLessThanOrEqual(maxTurns);
        expect(historyOf(state).length).toBeLessThanOrEqual(maxHistoryTurns);
        expect(new Set(state.turns.map((turn) => turn.id)).size).toBe(state.turns.length);
        for (const turn of state.turns) if (turn.vote) expect(turn.status).toBe('answered');
      }),
    );
  });
});
