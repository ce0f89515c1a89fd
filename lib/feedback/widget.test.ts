import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  dialogOpen,
  initialWidgetState,
  votingDisabled,
  widgetReducer,
  type WidgetEvent,
  type WidgetState,
} from './widget';

const run = (events: WidgetEvent[], from: WidgetState = initialWidgetState) =>
  events.reduce(widgetReducer, from);

describe('widgetReducer', () => {
  it('opens the dialog with the choice and sends the vote at once', () => {
    const sending = run([{ type: 'choose', choice: 'negative' }]);
    expect(sending).toEqual({ phase: 'sending', choice: 'negative', comment: '' });
    expect(dialogOpen(sending)).toBe(true);
    expect(votingDisabled(sending)).toBe(true);
    expect(run([{ type: 'voteSent' }], sending)).toEqual({ phase: 'open', choice: 'negative', comment: '' });
  });

  it('resets and closes when the vote fails', () => {
    const state = run([{ type: 'choose', choice: 'positive' }, { type: 'voteFailed' }]);
    expect(state).toEqual(initialWidgetState);
    expect(dialogOpen(state)).toBe(false);
  });

  it('submits a comment and thanks the reader', () => {
    const state = run([
      { type: 'choose', choice: 'negative' },
      { type: 'voteSent' },
      { type: 'edit', comment: 'The sample fails.' },
      { type: 'submit' },
    ]);
    expect(state).toEqual({ phase: 'submitting', choice: 'negative', comment: 'The sample fails.' });
    expect(votingDisabled(state)).toBe(true);
    expect(run([{ type: 'commentSent' }], state)).toEqual({ phase: 'submitted', choice: 'negative' });
    expect(run([{ type: 'commentFailed' }], state)).toEqual(initialWidgetState);
  });

  it('needs a non-blank comment for a negative vote but not for a positive one', () => {
    const negative = run([
      { type: 'choose', choice: 'negative' },
      { type: 'voteSent' },
      { type: 'edit', comment: '   ' },
    ]);
    expect(canSubmit(negative)).toBe(false);
    expect(run([{ type: 'submit' }], negative)).toBe(negative);
    const positive = run([{ type: 'choose', choice: 'positive' }, { type: 'voteSent' }]);
    expect(canSubmit(positive)).toBe(true);
  });

  it('cannot submit while the vote is still sending', () => {
    const sending = run([
      { type: 'choose', choice: 'positive' },
      { type: 'edit', comment: 'Nice' },
    ]);
    expect(canSubmit(sending)).toBe(false);
    expect(run([{ type: 'submit' }], sending)).toBe(sending);
  });

  it('clears the choice and comment when the dialog closes', () => {
    for (const events of [
      [{ type: 'choose', choice: 'positive' }],
      [{ type: 'choose', choice: 'negative' }, { type: 'voteSent' }, { type: 'edit', comment: 'x' }],
      [
        { type: 'choose', choice: 'positive' },
        { type: 'voteSent' },
        { type: 'submit' },
        { type: 'commentSent' },
      ],
    ] as WidgetEvent[][]) {
      expect(run([...events, { type: 'close' }])).toEqual(initialWidgetState);
    }
  });

  it('ignores a second choice while one is in progress', () => {
    const sending = run([{ type: 'choose', choice: 'positive' }]);
    expect(run([{ type: 'choose', choice: 'negative' }], sending)).toBe(sending);
  });
});
